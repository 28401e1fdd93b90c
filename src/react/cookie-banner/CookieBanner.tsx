import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { BANNER_CONSENT_KNOWN_ATTRIBUTE } from './consent-known.js';
import { useVisibilityAnimation } from '../hooks/use-visibility-animation.js';
import { getPageContext } from '../../runtime/context/current-context.js';
import { onConsentChange, recordConsentChoice } from '../../runtime/consent/consent-store.js';
import {
  COOKIE_BANNER_PREVIEW_EVENT,
  DEFAULT_COOKIE_BANNER_CTA_TEXT,
  DEFAULT_COOKIE_BANNER_OPT_OUT_CTA_TEXT,
  isEmptyBannerText,
  resolveCookieBannerSettings,
  scrollToUncover,
  shouldShowCookieBanner,
  shouldShowCookieBannerOnPage,
  toCookieBannerPreview,
  type CookieBannerSettingsInput,
} from '../../runtime/consent/cookie-banner-settings.js';
import { ownerHtml } from '../../runtime/dom/owner-html.js';
import type { BlockProps } from '../block-props.js';
import { useLightDom } from '../hooks/use-light-dom.js';
import { deepActiveElement } from '../dialog/focus-return.js';
import { cookieBannerText } from '../../runtime/overlays/overlay-texts.js';
import { drawnAddress } from '../../runtime/blocks/drawn-address.js';

export interface CookieBannerAttributes {
  variant: string;
  position: string;
  theme: string;
  ctaVariant: string;
  acceptType: string;
  ctaText: string;
  optOutText: string;
  label: string;
}

export interface CookieBannerEvents {
  'ss-consent-change': { accepted: boolean };
}

/** Attributes override the page context's cookieSettings; empty means "use the context". */
function attributeOverrides(a: CookieBannerAttributes): CookieBannerSettingsInput {
  const out: CookieBannerSettingsInput = {};
  if (a.variant) out.cookieBannerVariant = a.variant;
  if (a.position) out.cookieBannerPosition = a.position;
  if (a.theme) out.cookieBannerTheme = a.theme;
  if (a.ctaVariant) out.cookieBannerCtaVariant = a.ctaVariant;
  if (a.acceptType) out.cookieBannerAcceptType = a.acceptType;
  if (a.ctaText) out.cookieBannerCtaText = a.ctaText;
  if (a.optOutText) out.cookieBannerOptOutCtaText = a.optOutText;
  return out;
}

/** What the server renderer knew (src/ssr/server-data.ts): whether the visitor had not chosen yet. */
export interface CookieBannerServerData {
  undecided: boolean;
}

function isCookieBannerServerData(data: unknown): data is CookieBannerServerData {
  return typeof data === 'object' && data !== null && typeof (data as CookieBannerServerData).undecided === 'boolean';
}

const subscribeToConsent = (notify: () => void) => onConsentChange(notify);

const readHasText = (host: HTMLElement) => !isEmptyBannerText(host.innerHTML);
const sameFlag = (a: boolean, b: boolean) => a === b;

/** The cookie banner (spec 01 §3-4, §9): bar or popup, opt-in or opt-in-and-out. */
export function CookieBanner({ host, attributes, serverData }: BlockProps<CookieBannerAttributes, CookieBannerEvents>) {
  const [preview, setPreview] = useState<{ settings: CookieBannerSettingsInput } | null>(null);
  const enabled = getPageContext().cookieSettings.isCookieBannerEnabled;
  // The consent cookie: the server read it from the visitor's request (serverData), so hydration
  // starts from the server's picture; without that (a static render) it drew the banner waiting
  // for a choice (unless the address it drew for is a screenshot render's, drawnAddress), and the
  // browser settles on the stored choice after hydration.
  const waiting = useSyncExternalStore(
    subscribeToConsent,
    () => shouldShowCookieBannerOnPage(false, enabled),
    () =>
      isCookieBannerServerData(serverData)
        ? serverData.undecided
        : shouldShowCookieBanner({ choice: null, search: drawnAddress(host).search, forcedPreview: false, enabled }),
  );
  const [chosen, setChosen] = useState(false);
  const undecided = waiting && !chosen;
  const hasLightText = useLightDom(host, readHasText, sameFlag);
  const baseRef = useRef<HTMLElement>(null);
  const lastPageFocus = useRef<HTMLElement | null>(null);

  const settings = resolveCookieBannerSettings({ ...getPageContext().cookieSettings, ...attributeOverrides(attributes), ...preview?.settings });
  const visible = preview !== null || undecided;
  // Spec 02 §4: the banner fades in and, after the visitor's choice, out (a stored choice hides it at once).
  const visibility = useVisibilityAnimation(baseRef, visible, 'fade', { animateHide: chosen });
  const useContextText = !hasLightText && settings.textHtml !== null;

  // Hydrated: the banner now draws the visitor's own state, so the page rules' hiding of a banner
  // drawn for everyone ends (consent-known.ts).
  useEffect(() => host.setAttribute(BANNER_CONSENT_KNOWN_ATTRIBUTE, ''), [host]);

  // The editor's forced preview: mount, update, unmount (spec 01 §4).
  useEffect(() => {
    const onPreview = (event: Event) => {
      const detail = toCookieBannerPreview((event as CustomEvent).detail);
      if (!detail) return;
      if (detail.action === 'unmount') setPreview(null);
      else setPreview((current) => ({ settings: { ...(detail.action === 'update' ? current?.settings : undefined), ...detail.settings } }));
    };
    document.addEventListener(COOKIE_BANNER_PREVIEW_EVENT, onPreview);
    return () => document.removeEventListener(COOKIE_BANNER_PREVIEW_EVENT, onPreview);
  }, []);

  // The context's banner text (owner HTML) is part of the rendering, so a server draws it too.
  const contextText = useMemo(() => (useContextText ? { __html: ownerHtml(settings.textHtml!) } : null), [useContextText, settings.textHtml]);

  // WCAG 2.2 focus not obscured: a page element focused under the fixed banner is scrolled clear of it.
  // The last focused page element is remembered so focus can go back there when the banner closes.
  useEffect(() => {
    if (!visible) return;
    const onFocus = () => {
      const target = deepActiveElement();
      const banner = baseRef.current;
      if (!target || !banner || host.contains(target) || host.shadowRoot?.contains(target)) return;
      lastPageFocus.current = target as HTMLElement;
      const delta = scrollToUncover(target.getBoundingClientRect(), banner.getBoundingClientRect(), window.innerHeight);
      if (delta !== 0) window.scrollBy({ top: delta, behavior: 'instant' });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [visible, host]);

  const choose = (accepted: boolean) => {
    if (preview !== null) return; // clicks are ignored during a forced preview (spec 01 §4)
    const focusWasInBanner = Boolean(host.shadowRoot?.activeElement);
    recordConsentChoice(accepted, document, host);
    setChosen(true);
    // The banner's buttons disappear: focus goes back to where the visitor was, not to <body>.
    if (focusWasInBanner && lastPageFocus.current?.isConnected) lastPageFocus.current.focus({ preventScroll: true });
  };

  // The default texts are the site's to translate; texts the site wrote itself are shown as written.
  const ctaText = settings.ctaText === DEFAULT_COOKIE_BANNER_CTA_TEXT ? cookieBannerText('accept') : settings.ctaText;
  const optOutCtaText =
    settings.optOutCtaText === DEFAULT_COOKIE_BANNER_OPT_OUT_CTA_TEXT ? cookieBannerText('decline') : settings.optOutCtaText;
  const optOut = settings.acceptType === 'OPT_IN_AND_OUT';
  const icon = settings.ctaVariant === 'ICON';
  return (
    <section
      ref={baseRef}
      part="base"
      className="banner"
      role="region"
      aria-label={attributes.label || cookieBannerText('label')}
      hidden={visibility === 'closed'}
      data-state={visibility}
      data-variant={settings.variant.toLowerCase()}
      data-position={settings.position.toLowerCase().replace('_', '-')}
      data-theme={settings.theme.toLowerCase()}
      data-cta={settings.ctaVariant.toLowerCase()}
      data-preview={preview !== null ? '' : undefined}
    >
      <div part="text" className="text">
        {hasLightText ? <slot /> : contextText ? <div dangerouslySetInnerHTML={contextText} /> : <p>{cookieBannerText('text')}</p>}
      </div>
      <div part="actions" className="actions">
        {optOut && (
          <button type="button" part="decline" className="cta decline" aria-label={icon ? optOutCtaText : undefined} onClick={() => choose(false)}>
            {icon ? (
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" fill="none" />
              </svg>
            ) : (
              optOutCtaText
            )}
          </button>
        )}
        <button type="button" part="accept" className="cta accept" aria-label={icon ? ctaText : undefined} onClick={() => choose(true)}>
          {icon ? (
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              {optOut ? <path d="M2 8.5l4 4 8-9" stroke="currentColor" strokeWidth="2" fill="none" /> : <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" fill="none" />}
            </svg>
          ) : (
            ctaText
          )}
        </button>
      </div>
    </section>
  );
}

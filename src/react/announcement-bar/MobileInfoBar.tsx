import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useVisibilityAnimation } from '../hooks/use-visibility-animation.js';
import { getPageContext } from '../../runtime/context/current-context.js';
import { deviceSignals, isMobileDevice, shouldShowMobileInfoBar } from '../../runtime/overlays/mobile-device.js';
import {
  isMobileInfoBarItemShown,
  mobileInfoBarItemOf,
  resolveMobileInfoBarSettings,
  type MobileInfoBarItem,
} from '../../runtime/overlays/mobile-info-bar-settings.js';
import type { BlockProps } from '../block-props.js';
import { useLightDom } from '../hooks/use-light-dom.js';
import { mobileInfoBarText } from '../../runtime/overlays/overlay-texts.js';

export interface MobileInfoBarAttributes {
  label: string;
  forceMobile: boolean;
}

export interface MobileInfoBarEvents {
  'ss-mobile-info-bar-action': { href: string; kind: MobileInfoBarItem | 'link' };
}

function subscribeToWidth(notify: () => void): () => void {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
}

/** The bar's links (light DOM), each with the item it is. */
const readLinks = (host: HTMLElement) =>
  [...host.querySelectorAll<HTMLAnchorElement>(':scope > a')].map((link) => ({ link, item: mobileInfoBarItemOf(link.getAttribute('href') ?? '', link.getAttribute('data-item')) }));
const sameLinks = (a: ReturnType<typeof readLinks>, b: ReturnType<typeof readLinks>) => a.length === b.length && a.every((entry, i) => entry.link === b[i]!.link && entry.item === b[i]!.item);

/** Marks a light-DOM link hidden by the site's settings (the bar restores it when it goes). */
const HIDDEN_BY_SETTINGS = 'data-ss-hidden-by-settings';

/**
 * The mobile information bar (spec 01 §9): contact links fixed at the bottom on phones and
 * tablets. The site's `mobileInfoBarSettings` (page context) turn items off; a bar with nothing
 * left to show stays hidden.
 */
export function MobileInfoBar({ host, attributes, emit }: BlockProps<MobileInfoBarAttributes, MobileInfoBarEvents>) {
  // A server knows neither the device nor the window: it draws the bar 'pending', and CSS shows
  // it where the browser will (a coarse pointer, a narrow window); hydration then settles it.
  const width = useSyncExternalStore(subscribeToWidth, () => window.innerWidth, () => null);
  const links = useLightDom(host, readLinks, sameLinks);
  const settings = resolveMobileInfoBarSettings(getPageContext().websiteSettings.mobileInfoBarSettings);
  const shown = links.filter((entry) => isMobileInfoBarItemShown(settings, entry.item));
  const state = width === null ? (shown.length > 0 ? 'pending' : 'closed') : shouldShowMobileInfoBar(attributes.forceMobile || isMobileDevice(deviceSignals()), width, shown.length) ? 'open' : 'closed';

  // Spec 02 §4: the bar fades in and out as the window crosses the breakpoint; hydration settling
  // the server's 'pending' bar hides it at once.
  const baseRef = useRef<HTMLElement>(null);
  const lastState = useRef(state);
  const visibility = useVisibilityAnimation(baseRef, state !== 'closed', 'fade', { animateHide: lastState.current === 'open' });
  useEffect(() => {
    lastState.current = state;
  });

  useLayoutEffect(() => {
    for (const { link } of links) {
      const off = !shown.some((entry) => entry.link === link);
      if (off) {
        link.hidden = true;
        link.setAttribute(HIDDEN_BY_SETTINGS, '');
      } else if (link.hasAttribute(HIDDEN_BY_SETTINGS)) {
        link.hidden = false;
        link.removeAttribute(HIDDEN_BY_SETTINGS);
      }
    }
  });

  // The links are light-DOM children, outside React's tree: listen on the host itself.
  useEffect(() => {
    const onClick = (event: Event) => {
      const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
      if (!link?.href) return;
      const href = link.getAttribute('href') ?? link.href;
      emit('ss-mobile-info-bar-action', { href, kind: mobileInfoBarItemOf(href, link.getAttribute('data-item')) ?? 'link' });
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host, emit]);

  return (
    <nav
      ref={baseRef}
      part="base"
      className="bar"
      aria-label={attributes.label || mobileInfoBarText('label')}
      hidden={visibility === 'closed'}
      data-state={visibility === 'closing' ? 'closing' : state} data-force-mobile={attributes.forceMobile ? '' : undefined} data-style={settings?.style ?? undefined}>
      <slot />
    </nav>
  );
}

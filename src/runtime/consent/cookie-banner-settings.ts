/**
 * Cookie banner settings (spec 01 §3 "Cookie banner settings", §4, §9): defaults, the forcing
 * rules (a position invalid for the variant, empty text or a lone empty paragraph), and when
 * the banner shows.
 */
import { readConsentChoice, type ConsentChoice } from './consent-store.js';

/** Spec 01 §3 default text; also used when the text is empty or only an empty paragraph. */
export const DEFAULT_COOKIE_BANNER_TEXT =
  'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.';
export const DEFAULT_COOKIE_BANNER_CTA_TEXT = 'Accept';
export const DEFAULT_COOKIE_BANNER_OPT_OUT_CTA_TEXT = 'Decline';

export const COOKIE_BANNER_VARIANTS = ['BAR', 'POPUP'] as const;
export const BAR_POSITIONS = ['TOP', 'BOTTOM'] as const;
export const POPUP_POSITIONS = ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'] as const;
export const COOKIE_BANNER_THEMES = ['LIGHT', 'DARK'] as const;
export const COOKIE_BANNER_CTA_VARIANTS = ['TEXT', 'BUTTON', 'ICON'] as const;
export const COOKIE_BANNER_ACCEPT_TYPES = ['OPT_IN', 'OPT_IN_AND_OUT'] as const;

export type CookieBannerVariant = (typeof COOKIE_BANNER_VARIANTS)[number];
export type CookieBannerPosition = (typeof BAR_POSITIONS)[number] | (typeof POPUP_POSITIONS)[number];
export type CookieBannerTheme = (typeof COOKIE_BANNER_THEMES)[number];
export type CookieBannerCtaVariant = (typeof COOKIE_BANNER_CTA_VARIANTS)[number];
export type CookieBannerAcceptType = (typeof COOKIE_BANNER_ACCEPT_TYPES)[number];

/** The settings as a page or the editor gives them: any field may be missing or wrong. */
export interface CookieBannerSettingsInput {
  cookieBannerText?: string | null;
  cookieBannerCtaText?: string | null;
  cookieBannerOptOutCtaText?: string | null;
  cookieBannerVariant?: string | null;
  cookieBannerPosition?: string | null;
  cookieBannerTheme?: string | null;
  cookieBannerCtaVariant?: string | null;
  cookieBannerAcceptType?: string | null;
}

export interface CookieBannerSettings {
  /** HTML text, or null for the default text. */
  textHtml: string | null;
  ctaText: string;
  optOutCtaText: string;
  variant: CookieBannerVariant;
  position: CookieBannerPosition;
  theme: CookieBannerTheme;
  ctaVariant: CookieBannerCtaVariant;
  acceptType: CookieBannerAcceptType;
}

function pick<const V extends readonly string[]>(values: V, input: string | null | undefined, fallback: V[number]): V[number] {
  const normalised = (input ?? '').trim().toUpperCase().replace(/[-\s]/g, '_');
  return (values as readonly string[]).includes(normalised) ? (normalised as V[number]) : fallback;
}

/** Spec 01 §3: empty, whitespace, or one empty paragraph (`<p></p>`, `<p><br></p>`, `<p>&nbsp;</p>`) counts as no text. */
export function isEmptyBannerText(text: string | null | undefined): boolean {
  if (text == null) return true;
  const stripped = text
    .replace(/&nbsp;|\u00a0/gi, ' ')
    .replace(/<br\s*\/?>/gi, '')
    .trim();
  return stripped === '' || /^<p(\s[^>]*)?>\s*<\/p>$/i.test(stripped);
}

/**
 * Spec 01 §3: a position invalid for the variant is forced to a valid one. A bar keeps the side
 * (TOP_LEFT → TOP); a popup keeps the side and goes left (TOP → TOP_LEFT); anything else takes
 * the variant's default (bar BOTTOM, popup BOTTOM_LEFT).
 */
export function forceBannerPosition(variant: CookieBannerVariant, position: string | null | undefined): CookieBannerPosition {
  const value = (position ?? '').trim().toUpperCase().replace(/[-\s]/g, '_');
  if (variant === 'BAR') {
    if (value === 'TOP' || value === 'BOTTOM') return value;
    if (value.startsWith('TOP_')) return 'TOP';
    return 'BOTTOM';
  }
  if ((POPUP_POSITIONS as readonly string[]).includes(value)) return value as CookieBannerPosition;
  if (value === 'TOP') return 'TOP_LEFT';
  return 'BOTTOM_LEFT';
}

/** Spec 01 §3: every setting with its default and forcing rule. */
export function resolveCookieBannerSettings(input: CookieBannerSettingsInput = {}): CookieBannerSettings {
  const variant = pick(COOKIE_BANNER_VARIANTS, input.cookieBannerVariant, 'BAR');
  const text = (value: string | null | undefined, fallback: string) => (value && value.trim() ? value.trim() : fallback);
  return {
    textHtml: isEmptyBannerText(input.cookieBannerText) ? null : input.cookieBannerText!.trim(),
    ctaText: text(input.cookieBannerCtaText, DEFAULT_COOKIE_BANNER_CTA_TEXT),
    optOutCtaText: text(input.cookieBannerOptOutCtaText, DEFAULT_COOKIE_BANNER_OPT_OUT_CTA_TEXT),
    variant,
    position: forceBannerPosition(variant, input.cookieBannerPosition),
    theme: pick(COOKIE_BANNER_THEMES, input.cookieBannerTheme, 'DARK'),
    ctaVariant: pick(COOKIE_BANNER_CTA_VARIANTS, input.cookieBannerCtaVariant, 'ICON'),
    acceptType: pick(COOKIE_BANNER_ACCEPT_TYPES, input.cookieBannerAcceptType, 'OPT_IN'),
  };
}

/** Spec 01 §9: the query that marks a screenshot render; banner and popup stay hidden. */
export function isScreenshotRender(search: string): boolean {
  return new URLSearchParams(search).get('sqsscreenshot') === 'true';
}

/**
 * Spec 01 §3-4, §9: the banner shows unless the site turned it off (isCookieBannerEnabled false),
 * the consent cookie already holds a value, or the page is a screenshot render. A forced preview
 * (the editor) shows it regardless.
 */
export function shouldShowCookieBanner(input: {
  choice: ConsentChoice;
  search: string;
  forcedPreview: boolean;
  enabled?: boolean | null | undefined;
}): boolean {
  if (input.forcedPreview) return true;
  if (input.enabled === false) return false;
  if (isScreenshotRender(input.search)) return false;
  return input.choice === null;
}

/** `shouldShowCookieBanner` for this page. */
export function shouldShowCookieBannerOnPage(forcedPreview: boolean, enabled: boolean | null | undefined, doc: Document = document): boolean {
  return shouldShowCookieBanner({ choice: readConsentChoice(doc.cookie), search: doc.location?.search ?? '', forcedPreview, enabled });
}

/** The editor's preview event on `document`: mount, unmount or update with new settings (spec 01 §4). */
export const COOKIE_BANNER_PREVIEW_EVENT = 'ss-cookie-banner-preview';
export interface CookieBannerPreviewDetail {
  action: 'mount' | 'unmount' | 'update';
  settings?: CookieBannerSettingsInput;
}

/** Reads a preview event's detail; null when it is not one. */
export function toCookieBannerPreview(detail: unknown): CookieBannerPreviewDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { action, settings } = detail as Record<string, unknown>;
  if (action !== 'mount' && action !== 'unmount' && action !== 'update') return null;
  return { action, settings: typeof settings === 'object' && settings !== null ? (settings as CookieBannerSettingsInput) : undefined };
}

/**
 * WCAG 2.2 focus not obscured: how far to scroll so a focused element under a fixed banner
 * becomes fully visible (positive scrolls down). 0 when it is not covered.
 */
export function scrollToUncover(target: { top: number; bottom: number }, banner: { top: number; bottom: number }, viewportHeight: number, margin = 8): number {
  const overlaps = target.bottom > banner.top && target.top < banner.bottom;
  if (!overlaps) return 0;
  const bannerAtBottom = banner.bottom >= viewportHeight - 1 || banner.top > viewportHeight / 2;
  return bannerAtBottom ? target.bottom - banner.top + margin : -(banner.bottom - target.top + margin);
}

import { defineEnumeration } from './enumeration.js';

/**
 * Spec 03 §2 "Page-type codes for a site", every code, as one catalogue the rules use (the popup's
 * page rule, the analytics skip rule, the reviews request page). The page context's `pageType`
 * may be the code (number or numeric string) or the name in any of the usual spellings
 * (`lock screen`, `lock-screen`, `LOCK_SCREEN`, `lockscreen`).
 */
export const PageType = defineEnumeration({
  MAIN_CONTENT: 1,
  PAGE: 2,
  SPLASH: 3,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
  SEARCH: 102,
  LOCK_SCREEN: 103,
  POPUP_OVERLAY: 104,
  PROTECTED_CONTENT: 105,
  MEMBER_AREA_ACCESS_DENIED: 106,
  CART: 200,
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  DONATE: 203,
  CONTRIBUTION_CONFIRMED: 204,
  CART_V2: 205,
  SUBSCRIPTION_CONFIRMED: 206,
  ORDER_RECEIVED: 207,
  MEMBERSHIP_CONFIRMED: 208,
  REVIEWS_REQUEST: 209,
  NEWSLETTER_UNSUBSCRIBE: 300,
  COMMERCE_EMAIL_PREVIEW: 301,
});

/** Names without separators, so `lock screen`, `lock-screen`, `LOCK_SCREEN` and `lockscreen` all match. */
const compact = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');
const CODE_BY_COMPACT_NAME = new Map(PageType.entries().map(([name, code]) => [compact(name), code as number]));

/** The spec 03 §2 code of a page context `pageType` (code or name), or null when it is not in the catalogue. */
export function pageTypeCode(pageType: string | number | null | undefined): number | null {
  if (pageType === null || pageType === undefined) return null;
  if (typeof pageType === 'number') return PageType.has(pageType) ? pageType : null;
  const text = pageType.trim();
  if (/^\d+$/.test(text)) return PageType.has(Number(text)) ? Number(text) : null;
  return CODE_BY_COMPACT_NAME.get(compact(text)) ?? null;
}

/** Whether a page context `pageType` is one of `codes`. */
export function isPageTypeOneOf(pageType: string | number | null | undefined, codes: readonly number[]): boolean {
  const code = pageTypeCode(pageType);
  return code !== null && codes.includes(code);
}

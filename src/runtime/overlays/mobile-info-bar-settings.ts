/**
 * The mobile information bar's settings (spec 01 §3 `websiteSettings.mobileInfoBarSettings`,
 * §9 "Mobile information bar"): which of the bar's items the site turned on. The settings carry
 * one switch per item (`isContactPhoneNumberEnabled`, `isContactEmailEnabled`,
 * `isLocationEnabled`, `isBusinessHoursEnabled`) and a `style` number.
 */

/** The items a mobile information bar can hold. */
export type MobileInfoBarItem = 'phone' | 'email' | 'location' | 'hours';

/** The settings switch of each item. */
export const MOBILE_INFO_BAR_ITEM_SETTINGS: Readonly<Record<MobileInfoBarItem, string>> = Object.freeze({
  phone: 'isContactPhoneNumberEnabled',
  email: 'isContactEmailEnabled',
  location: 'isLocationEnabled',
  hours: 'isBusinessHoursEnabled',
});

export interface MobileInfoBarSettings {
  /** Which items the site turned on. */
  enabled: Readonly<Record<MobileInfoBarItem, boolean>>;
  /** The site's bar style number, or null. */
  style: number | null;
}

/**
 * Reads the page context's settings. Null when the page gives none (then the element's own
 * links are the bar). A switch that is missing or not `true` counts as off.
 */
export function resolveMobileInfoBarSettings(raw: unknown): MobileInfoBarSettings | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const settings = raw as Record<string, unknown>;
  const enabled = {} as Record<MobileInfoBarItem, boolean>;
  for (const [item, key] of Object.entries(MOBILE_INFO_BAR_ITEM_SETTINGS) as Array<[MobileInfoBarItem, string]>) enabled[item] = settings[key] === true;
  const style = typeof settings.style === 'number' && Number.isFinite(settings.style) ? settings.style : null;
  return { enabled: Object.freeze(enabled), style };
}

/**
 * Which item a bar link is: its `data-item` attribute when it names one, else from its URL
 * (tel: phone, mailto: email, a maps link or geo: location). Null for any other link.
 */
export function mobileInfoBarItemOf(href: string, declared: string | null = null): MobileInfoBarItem | null {
  if (declared && declared in MOBILE_INFO_BAR_ITEM_SETTINGS) return declared as MobileInfoBarItem;
  if (/^tel:/i.test(href)) return 'phone';
  if (/^mailto:/i.test(href)) return 'email';
  if (/maps?\.|\/maps\b|^geo:/i.test(href)) return 'location';
  return null;
}

/** A link shows unless the site's settings turned its item off; links of no known item always show. */
export function isMobileInfoBarItemShown(settings: MobileInfoBarSettings | null, item: MobileInfoBarItem | null): boolean {
  if (!settings || item === null) return true;
  return settings.enabled[item];
}

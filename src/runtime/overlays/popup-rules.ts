/**
 * Popup overlay display rules (spec 01 §3 "Popup overlay settings", §9 "Popup overlay") and its
 * local-storage record (version, submitted flag, closed date). Time comes in as `now`.
 */
import { PageType, isPageTypeOneOf } from '../catalog/page-types.js';
import { isScreenshotRender } from '../consent/cookie-banner-settings.js';

/** Local-storage key of the popup's record. */
export const POPUP_STORAGE_KEY = 'ss-popup-overlay';
export const DAY_MS = 24 * 60 * 60 * 1000;
/** Spec 01 §3: displayFrequency -1 means never again once closed. */
export const NEVER_AGAIN = -1;

export interface PopupSettings {
  /** A `none` value disables the overlay. */
  style?: string | null;
  enableMobile: boolean;
  version?: number | null;
  showUntilSignup: boolean;
  /** Days after a close before it shows again; -1 never; missing or 0: on the next page. */
  displayFrequency?: number | null;
}

export interface PopupRecord {
  version: number;
  submitted: boolean;
  /** When the visitor closed it (ms since epoch), or null. */
  closedAt: number | null;
}

export interface PopupSituation {
  settings: PopupSettings;
  record: PopupRecord | null;
  now: number;
  mobile: boolean;
  /** `context.pageType`. */
  pageType: string | number | null | undefined;
  search: string;
}

/** Lock screen (103) and not-found (100) pages never show the popup (spec 01 §9, codes from spec 03 §2). */
export function isPopupFreePage(pageType: string | number | null | undefined): boolean {
  return isPageTypeOneOf(pageType, [PageType.NOT_FOUND, PageType.LOCK_SCREEN]);
}

/**
 * Overlay order (issue 18): a marketing overlay never stands between a visitor and the cookie
 * choice. While a cookie banner on the page waits for a choice, the popup waits too; it starts
 * (its delay and every rule of {@link shouldShowPopup} unchanged) once the choice is made. With
 * no banner on the page, or one that has nothing to ask, the popup does not wait.
 */
export function popupWaitsForCookieChoice(input: { bannerOnPage: boolean; bannerWaitsForChoice: boolean }): boolean {
  return input.bannerOnPage && input.bannerWaitsForChoice;
}

/**
 * Spec 01 §9, in order: disabled style, screenshot render, lock-screen/not-found page, mobile
 * without enableMobile → hidden. Never seen → shown. A newer version than the record → shown again.
 * Submitted with showUntilSignup → hidden. Closed with displayFrequency -1 → hidden; closed less
 * than displayFrequency days ago → hidden. Otherwise shown.
 */
export function shouldShowPopup(s: PopupSituation): boolean {
  if ((s.settings.style ?? '').trim().toLowerCase() === 'none') return false;
  if (isScreenshotRender(s.search)) return false;
  if (isPopupFreePage(s.pageType)) return false;
  if (s.mobile && !s.settings.enableMobile) return false;
  const record = s.record;
  if (!record) return true;
  if ((s.settings.version ?? 0) > record.version) return true;
  if (record.submitted && s.settings.showUntilSignup) return false;
  if (record.closedAt === null) return true;
  const frequency = s.settings.displayFrequency ?? 0;
  if (frequency === NEVER_AGAIN || frequency < 0) return false;
  return s.now >= record.closedAt + frequency * DAY_MS;
}

/** Reads the stored record; anything malformed counts as no record. */
export function parsePopupRecord(text: string | null): PopupRecord | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (typeof value !== 'object' || value === null) return null;
    const version = typeof value.version === 'number' && Number.isFinite(value.version) ? value.version : 0;
    const closedAt = typeof value.closedAt === 'number' && Number.isFinite(value.closedAt) ? value.closedAt : null;
    return { version, submitted: value.submitted === true, closedAt };
  } catch {
    return null;
  }
}

/** The record after the visitor closed the popup. */
export function recordPopupClosed(record: PopupRecord | null, version: number, now: number): PopupRecord {
  return { version, submitted: record?.version === version ? record.submitted : false, closedAt: now };
}

/** The record after the visitor signed up through the popup's form. */
export function recordPopupSubmitted(version: number, now: number): PopupRecord {
  return { version, submitted: true, closedAt: now };
}

/** Reads and writes the record in local storage; storage failures never break the page. */
export function popupRecordStore(storage: () => Storage | null = () => (typeof localStorage === 'undefined' ? null : localStorage), key = POPUP_STORAGE_KEY) {
  return {
    read(): PopupRecord | null {
      try {
        return parsePopupRecord(storage()?.getItem(key) ?? null);
      } catch {
        return null;
      }
    },
    write(record: PopupRecord): void {
      try {
        storage()?.setItem(key, JSON.stringify(record));
      } catch {
        // Blocked storage: the popup then shows again next time, which is the safe side.
      }
    },
  };
}

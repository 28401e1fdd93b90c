/**
 * The site member's tokens as this tab keeps them (spec 03 §4 site-user session: "the returned
 * cross-site token is stored and sent on later requests"). The session (site-user-session.ts)
 * keeps them here and in the tab's session storage on login, and removes them on logout; the data
 * layer (data-request.ts) sends them with every later request to the site API. The pages a member
 * opens next in the tab read them from storage; a browser that refuses storage still sends them
 * for the rest of the page. (Only the reading is here: the data layer carries it on every page.)
 */
import { SITE_USER_SESSION_HEADER, SITE_USER_XSRF_HEADER } from '../net/crumb.js';

/** Session-storage key holding the cross-site token for this tab. */
export const XSRF_TOKEN_STORAGE_KEY = 'ss-siteuser-xsrf';
/** Session-storage key holding the session itself, on a page on another site than the site API. */
export const SESSION_TOKEN_STORAGE_KEY = 'ss-siteuser-session';
/** Each header the data layer sends and the storage key its value is kept under. */
export const SITE_USER_HEADER_STORAGE_KEYS = [
  [SITE_USER_XSRF_HEADER, XSRF_TOKEN_STORAGE_KEY],
  [SITE_USER_SESSION_HEADER, SESSION_TOKEN_STORAGE_KEY],
] as const;

export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's session storage, or null where the browser refuses it (blocked storage, a sandbox). */
export function tabStorage(): TokenStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

// The headers this page's session last kept; until it keeps any, the tab's storage is read.
let kept: Record<string, string> | null = null;

/** Keeps the headers to send for this page: the session's on login, none on logout. */
export function keepSiteUserHeaders(headers: Record<string, string>): void {
  kept = headers;
}

/**
 * The headers that carry a signed-in member's tokens on a request to the site API: those this
 * page kept, else those `storage` holds (the session header only on a page on another site than
 * the API, docs/embedding.md); none when signed out or when storage is refused.
 */
export function siteUserHeaders(storage: TokenStorage | null = tabStorage()): Record<string, string> {
  if (kept) return kept;
  const headers: Record<string, string> = {};
  try {
    for (const [header, key] of SITE_USER_HEADER_STORAGE_KEYS) {
      const value = storage?.getItem(key);
      if (value) headers[header] = value;
    }
  } catch {
    // Storage refused: nothing was kept there.
  }
  return headers;
}

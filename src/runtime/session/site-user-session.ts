/**
 * Site-user sign-in (spec 03 §3-4, §7): login stores the returned cross-site token, which the
 * data layer sends on every later request (site-user-tokens.ts); logout ends the session. A
 * crumbFail reply is retried once by the data layer (spec 02 §4), which covers spec 03 §4's one
 * logout retry.
 */
import { dataRequest, type DataRequestOptions } from '../net/data-request.js';
import { siteUserLoginReplySchema } from './site-user-session-schema.js';
import { SITE_USER_SESSION_HEADER, SITE_USER_XSRF_HEADER } from '../net/crumb.js';
import { SITE_USER_HEADER_STORAGE_KEYS, keepSiteUserHeaders, siteUserHeaders, tabStorage, type TokenStorage } from './site-user-tokens.js';

export const SITE_USER_SESSION_PATH = '/api/site-users/account/session';
/** Fired on `document` on login and logout (bubbles, composed); detail `{ signedIn }`. */
export const SITE_USER_SESSION_EVENT = 'ss-site-user-session';

export interface SiteUserCredentials {
  email: string;
  password: string;
  rememberMe?: boolean;
}

export interface SiteUserSessionEnvironment {
  request: typeof dataRequest;
  storage: TokenStorage | null;
  eventTarget: EventTarget | null;
}

function defaultEnvironment(): SiteUserSessionEnvironment {
  return { request: dataRequest, storage: tabStorage(), eventTarget: typeof document === 'undefined' ? null : document };
}

export function createSiteUserSession(env: SiteUserSessionEnvironment = defaultEnvironment()) {
  const announce = (signedIn: boolean) => env.eventTarget?.dispatchEvent(new CustomEvent(SITE_USER_SESSION_EVENT, { detail: { signedIn }, bubbles: true, composed: true }));
  // Kept for this page (the data layer sends them) and in the tab's storage for its next pages.
  const keep = (next: Record<string, string>) => {
    keepSiteUserHeaders(next);
    for (const [header, key] of SITE_USER_HEADER_STORAGE_KEYS) {
      try {
        if (next[header]) env.storage?.setItem(key, next[header]);
        else env.storage?.removeItem(key);
      } catch {
        // Storage refused or full: the tokens stay in memory for this page.
      }
    }
  };

  return {
    /** The token to send, or null when logged out. */
    get xsrfToken() {
      return siteUserHeaders(env.storage)[SITE_USER_XSRF_HEADER] ?? null;
    },
    /** Headers for a later request: the cross-site token when logged in, and the session when this page keeps it. */
    headers(): Record<string, string> {
      return { ...siteUserHeaders(env.storage) };
    },
    /** Request options with the token added. */
    withToken(options: DataRequestOptions = {}): DataRequestOptions {
      return { ...options, headers: { ...options.headers, ...this.headers() } };
    },
    async login(credentials: SiteUserCredentials): Promise<void> {
      const reply = await env.request(SITE_USER_SESSION_PATH, {
        method: 'POST',
        data: { email: credentials.email, password: credentials.password, rememberMe: credentials.rememberMe ?? false },
      });
      const parsed = siteUserLoginReplySchema.safeParse(reply);
      if (!parsed.success) throw new Error('The sign-in reply carried no xsrfToken.');
      // The site API is on another site: it handed the session over instead of (or with) its cookie.
      const { xsrfToken, sessionToken } = parsed.data;
      keep({ [SITE_USER_XSRF_HEADER]: xsrfToken, ...(sessionToken ? { [SITE_USER_SESSION_HEADER]: sessionToken } : {}) });
      announce(true);
    },
    async logout(options: { cloneCart?: boolean } = {}): Promise<void> {
      await env.request(SITE_USER_SESSION_PATH, { method: 'DELETE', data: { cloneCart: options.cloneCart ?? false }, headers: this.headers() });
      keep({});
      announce(false);
    },
  };
}

export type SiteUserSession = ReturnType<typeof createSiteUserSession>;

/**
 * Site-user sign-in (spec 03 §3-4, §7): login stores the returned cross-site token, sent on
 * later requests; logout ends the session. A crumbFail reply is retried once by the data layer
 * (spec 02 §4), which covers spec 03 §4's one logout retry.
 */
import { dataRequest, type DataRequestOptions } from '../net/data-request.js';
import { SITE_USER_XSRF_HEADER, siteUserLoginReplySchema } from './site-user-session-schema.js';
import { SITE_USER_SESSION_HEADER } from '../net/crumb.js';

export const SITE_USER_SESSION_PATH = '/api/site-users/account/session';
/** Session-storage key holding the cross-site token for this tab. */
export const XSRF_TOKEN_STORAGE_KEY = 'ss-siteuser-xsrf';
/** Session-storage key holding the session itself, on a page on another site than the site API. */
export const SESSION_TOKEN_STORAGE_KEY = 'ss-siteuser-session';
/** Fired on `document` on login and logout (bubbles, composed); detail `{ signedIn }`. */
export const SITE_USER_SESSION_EVENT = 'ss-site-user-session';

export interface SiteUserCredentials {
  email: string;
  password: string;
  rememberMe?: boolean;
}

export interface SiteUserSessionEnvironment {
  request: typeof dataRequest;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  eventTarget: EventTarget | null;
}

function defaultEnvironment(): SiteUserSessionEnvironment {
  let storage: Storage | null = null;
  try {
    storage = sessionStorage;
  } catch {
    storage = null;
  }
  return { request: dataRequest, storage, eventTarget: typeof document === 'undefined' ? null : document };
}

export function createSiteUserSession(env: SiteUserSessionEnvironment = defaultEnvironment()) {
  let xsrfToken: string | null = env.storage?.getItem(XSRF_TOKEN_STORAGE_KEY) ?? null;
  let sessionToken: string | null = env.storage?.getItem(SESSION_TOKEN_STORAGE_KEY) ?? null;
  const announce = (signedIn: boolean) => env.eventTarget?.dispatchEvent(new CustomEvent(SITE_USER_SESSION_EVENT, { detail: { signedIn }, bubbles: true, composed: true }));

  return {
    /** The token to send, or null when logged out. */
    get xsrfToken() {
      return xsrfToken;
    },
    /** Headers for a later request: the cross-site token when logged in, and the session when this page keeps it. */
    headers(): Record<string, string> {
      return { ...(xsrfToken ? { [SITE_USER_XSRF_HEADER]: xsrfToken } : {}), ...(sessionToken ? { [SITE_USER_SESSION_HEADER]: sessionToken } : {}) };
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
      xsrfToken = parsed.data.xsrfToken;
      env.storage?.setItem(XSRF_TOKEN_STORAGE_KEY, xsrfToken);
      // The site API is on another site: it handed the session over instead of (or with) its cookie.
      sessionToken = parsed.data.sessionToken ?? null;
      if (sessionToken) env.storage?.setItem(SESSION_TOKEN_STORAGE_KEY, sessionToken);
      else env.storage?.removeItem(SESSION_TOKEN_STORAGE_KEY);
      announce(true);
    },
    async logout(options: { cloneCart?: boolean } = {}): Promise<void> {
      await env.request(SITE_USER_SESSION_PATH, { method: 'DELETE', data: { cloneCart: options.cloneCart ?? false }, headers: this.headers() });
      xsrfToken = null;
      sessionToken = null;
      env.storage?.removeItem(XSRF_TOKEN_STORAGE_KEY);
      env.storage?.removeItem(SESSION_TOKEN_STORAGE_KEY);
      announce(false);
    },
  };
}

export type SiteUserSession = ReturnType<typeof createSiteUserSession>;

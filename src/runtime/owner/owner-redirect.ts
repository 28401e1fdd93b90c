/**
 * Owner redirect to the configuration area (spec 01 §2): a signed-in site owner who lands on the
 * public site is sent to `/config/?frameUrl={path and query}`, unless one of the spec's
 * exceptions holds.
 */
import type { PageContext } from '../context/page-context.js';
import { siteRouteUrl } from '../context/current-context.js';
import { isViewerOnlyAccount } from '../analytics/analytics-skip-rules.js';

/** Session-storage flag that turns the redirect off for this tab (spec 01 §2 "noredirect"). */
export const NO_REDIRECT_SESSION_KEY = 'ss-noredirect';
/** Query parameter that turns the redirect off and sets the session flag. */
export const NO_REDIRECT_QUERY = 'noredirect';
/** Cookie set just before the redirect so the config area opens the preview expanded. */
export const EXPANDED_PREVIEW_COOKIE = 'ss_expanded_preview';
/** Where the owner is sent. */
export const CONFIG_PATH = '/config/';

export interface OwnerRedirectSituation {
  /** `context.authenticatedAccount` is set. */
  signedIn: boolean;
  viewerOnly: boolean;
  developerMode: boolean;
  cloneable: boolean;
  /** `window.top === window`. */
  topWindow: boolean;
  hostname: string;
  /** The session flag is already set. */
  sessionNoRedirect: boolean;
  /** `location.search`. */
  search: string;
}

export interface OwnerRedirectDecision {
  redirect: boolean;
  /** The query asked for noredirect: remember it for the session. */
  rememberNoRedirect: boolean;
}

/** localhost, 127.x and ::1 are development hosts (spec 01 §2: the redirect is skipped there). */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

export function queryAsksNoRedirect(search: string): boolean {
  return new URLSearchParams(search).has(NO_REDIRECT_QUERY);
}

/** Spec 01 §2: all of signed-in non-viewer, not developer mode, not cloneable, top window; none of the exceptions. */
export function decideOwnerRedirect(s: OwnerRedirectSituation): OwnerRedirectDecision {
  const rememberNoRedirect = queryAsksNoRedirect(s.search);
  const redirect =
    s.signedIn &&
    !s.viewerOnly &&
    !s.developerMode &&
    !s.cloneable &&
    s.topWindow &&
    !isLocalHost(s.hostname) &&
    !s.sessionNoRedirect &&
    !rememberNoRedirect;
  return { redirect, rememberNoRedirect };
}

/** `/config/?frameUrl={encoded path and query}` (spec 01 §2, spec 02 §2). */
export function configAreaUrl(pathname: string, search: string): string {
  return `${CONFIG_PATH}?frameUrl=${encodeURIComponent(pathname + search)}`;
}

/** The login's query flag that turns account creation off (spec 02 §2 step 5). */
export const ACCOUNT_CREATION_QUERY = 'accountCreation';

/**
 * Spec 02 §2 step 5: the login an anonymous visitor's Escape opens (the config area) has
 * account creation disabled: `/config/?frameUrl=...&accountCreation=disabled`.
 */
export function escapeLoginUrl(pathname: string, search: string): string {
  return `${configAreaUrl(pathname, search)}&${ACCOUNT_CREATION_QUERY}=disabled`;
}

function readSessionFlag(win: Window): boolean {
  try {
    return win.sessionStorage.getItem(NO_REDIRECT_SESSION_KEY) === 'true';
  } catch {
    return false;
  }
}

function isTopWindow(win: Window): boolean {
  try {
    return win.top === win;
  } catch {
    // A cross-origin parent throws on access: we are framed.
    return false;
  }
}

/** Applies the rule to this page: sets the flag or the cookie and redirects. Returns true when it redirected. */
export function runOwnerRedirect(context: Pick<PageContext, 'authenticatedAccount' | 'websiteRoles' | 'website'> & Partial<Pick<PageContext, 'apiBase'>>, win: Window = window): boolean {
  const decision = decideOwnerRedirect({
    signedIn: Boolean(context.authenticatedAccount),
    viewerOnly: isViewerOnlyAccount(context.websiteRoles),
    developerMode: context.website.developerMode,
    cloneable: context.website.cloneable,
    // Read only if the rule gets that far: a visitor who is not signed in (nearly every page
    // view) never touches session storage, whose first read costs a round trip to the browser.
    get topWindow() {
      return isTopWindow(win);
    },
    hostname: win.location.hostname,
    get sessionNoRedirect() {
      return readSessionFlag(win);
    },
    search: win.location.search,
  });
  if (decision.rememberNoRedirect) {
    try {
      win.sessionStorage.setItem(NO_REDIRECT_SESSION_KEY, 'true');
    } catch {
      // Without session storage the query parameter still skips this page's redirect.
    }
  }
  if (!decision.redirect) return false;
  win.document.cookie = `${EXPANDED_PREVIEW_COOKIE}=true; Path=/; SameSite=Lax`;
  win.location.assign(siteRouteUrl(configAreaUrl(win.location.pathname, win.location.search), context));
  return true;
}

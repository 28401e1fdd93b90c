/**
 * Owner logout (spec 02 §4 "Logout", §2 routes; spec 01 §2 "Logout Successful"): flagged as in
 * progress, the server logout, a logout event, the redirect to the site root with `logout=true`,
 * then the shared identity cookie `ss_lastid` is cleared.
 */
import { expireCookieAssignments } from '../consent/consent-store.js';
import { postData } from '../net/data-request.js';
import { isBackEndPath } from './editing-backend.js';

export const LOGOUT_PATH = '/api/auth/Logout';
/** The shared identity cookie (an encoded JSON with the website identifier). */
export const LAST_ID_COOKIE = 'ss_lastid';
/** Fired on `document` once the server logout finished (bubbles, composed); detail `{ destination }`. */
export const LOGOUT_EVENT = 'ss-logout';
/** The query that marks the page after a logout. */
export const LOGOUT_QUERY = 'logout';
/** Spec 01 §2 texts of the dialog shown on a page opened with `logout=true`. */
export const LOGOUT_SUCCESSFUL_TITLE = 'Logout Successful';
export const LOGOUT_SUCCESSFUL_MESSAGE = 'You have been successfully logged out.';

let inProgress = false;

/** True while a logout runs (a second Shift+Escape does nothing). */
export function isLogoutInProgress(): boolean {
  return inProgress;
}

/**
 * Where a logout lands (spec 02 §2): the site root, or the preview frame's URL when the config
 * panel is present; always with `logout=true`.
 */
/**
 * The page the config area's preview frame shows (spec 01 §2, "the preview frame's URL when the
 * config panel is present"): on the config area, its `frameUrl` query, a path on this site; null
 * anywhere else, or when that query is missing or not a path here.
 */
export function previewFrameUrl(pathname: string, search: string): string | null {
  if (!isBackEndPath(pathname)) return null;
  const frame = new URLSearchParams(search).get('frameUrl');
  return frame && /^\/(?![/\\])/.test(frame) ? frame : null;
}

export function logoutDestination(origin: string, previewFrameUrl: string | null = null): string {
  const url = new URL(previewFrameUrl ?? '/', origin);
  url.searchParams.set(LOGOUT_QUERY, 'true');
  return url.href;
}

/** Does this URL ask for the "Logout Successful" dialog (spec 01 §2)? */
export function isAfterLogout(search: string): boolean {
  return new URLSearchParams(search).get(LOGOUT_QUERY) === 'true';
}

/** The URL without `logout=true`, so a reload does not show the dialog again. */
export function withoutLogoutFlag(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(LOGOUT_QUERY);
  return url.href;
}

export interface LogoutSteps {
  serverLogout(): Promise<unknown>;
  fireLogoutEvent(destination: string): void;
  navigate(destination: string): void;
  clearLastId(): void;
}

/** Runs the spec 02 §4 order; a failed server call still logs out locally. Returns false when one was already running. */
export async function runLogout(destination: string, steps: LogoutSteps): Promise<boolean> {
  if (inProgress) return false;
  inProgress = true;
  try {
    await steps.serverLogout().catch(() => undefined);
    steps.fireLogoutEvent(destination);
    steps.navigate(destination);
    steps.clearLastId();
    return true;
  } finally {
    inProgress = false;
  }
}

/** Logs the owner out of this page (Shift+Escape). */
export function logoutOwner(win: Window = window, previewFrameUrl: string | null = null): Promise<boolean> {
  const destination = logoutDestination(win.location.origin, previewFrameUrl);
  return runLogout(destination, {
    serverLogout: () => postData(LOGOUT_PATH),
    fireLogoutEvent: (to) => win.document.dispatchEvent(new CustomEvent(LOGOUT_EVENT, { detail: { destination: to }, bubbles: true, composed: true })),
    navigate: (to) => win.location.assign(to),
    // On this host and every parent domain it may have been set on.
    clearLastId: () => {
      for (const assignment of expireCookieAssignments(LAST_ID_COOKIE, win.location.hostname)) win.document.cookie = assignment;
    },
  });
}

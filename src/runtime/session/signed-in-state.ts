/**
 * Who is signed in (spec 01 §6): "Logged-in state comes from a login helper, read from the top
 * window when inside the editor frame." Each page installs its login helper on its window; a page
 * framed by the editor asks the top window's helper, because the editor (the config area, on the
 * site's own origin) knows the signed-in account even when the framed page was rendered without it.
 * A frame whose top window is on another origin cannot be the editor: reading it throws, and
 * the page's own state counts.
 */

/** What a window's login helper answers. */
export interface LoginHelper {
  signedIn(): boolean;
}

/** The window property holding the helper (a registered symbol: no global name is taken). */
export const LOGIN_HELPER_KEY: unique symbol = Symbol.for('sitestack.login-helper') as never;

type WindowWithHelper = Window & { [LOGIN_HELPER_KEY]?: unknown };

/** Installs this page's helper on its window. */
export function installLoginHelper(win: Window, helper: LoginHelper): void {
  Object.defineProperty(win, LOGIN_HELPER_KEY, { value: Object.freeze({ signedIn: () => helper.signedIn() }), configurable: true });
}

/**
 * The top window's answer when this page is framed and the top window is readable (same origin)
 * and has a helper; null otherwise (top window, cross-origin top, no helper, a broken helper).
 */
export function readTopWindowSignedIn(win: Window): boolean | null {
  try {
    const top = win.top;
    if (!top || top === win) return null;
    const helper = (top as WindowWithHelper)[LOGIN_HELPER_KEY] as Partial<LoginHelper> | undefined;
    if (!helper || typeof helper.signedIn !== 'function') return null;
    const answer: unknown = helper.signedIn();
    return typeof answer === 'boolean' ? answer : null;
  } catch {
    // A cross-origin top window throws on access (SecurityError): not the editor.
    return null;
  }
}

/** Spec 01 §6: inside the editor frame the top window's state wins; otherwise the page's own. */
export function resolveSignedIn(ownSignedIn: boolean, topWindowSignedIn: boolean | null): boolean {
  return topWindowSignedIn ?? ownSignedIn;
}

/** This page's signed-in state, following the rule above. */
export function isSignedIn(win: Window, ownSignedIn: boolean): boolean {
  return resolveSignedIn(ownSignedIn, readTopWindowSignedIn(win));
}

/** The page's own answer (spec 01 §6): its context names a signed-in account. */
export function ownSignedIn(context: { authenticatedAccount?: unknown }): boolean {
  return Boolean(context.authenticatedAccount);
}

/**
 * Signed in on this page: with a window, isSignedIn (in the editor frame, the top window's login
 * helper); without one (a server drawing the page), the page's own answer.
 */
export function signedInOnPage(context: { authenticatedAccount?: unknown }, win: Window | null): boolean {
  return win ? isSignedIn(win, ownSignedIn(context)) : ownSignedIn(context);
}

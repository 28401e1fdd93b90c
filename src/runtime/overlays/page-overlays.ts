/**
 * What runs above the content on every page, banner or not (loaded lazily by the loader once the
 * page context is known): the consent policy (spec 01 §9), the owner redirect (spec 01 §2), the
 * Escape key's navigation (spec 02 §2), the "Logout Successful" dialog (spec 01 §2) and the
 * system-error overlay (spec 02 §2, §8). React UI arrives through `loadUi` only when needed.
 */
import type { PageContext } from '../context/page-context.js';
import { siteRouteUrl } from '../context/current-context.js';
import { enforceConsentPolicy } from '../consent/consent-store.js';
import { createConsentApi, type SitestackConsent } from '../consent/consent-api.js';
import { getEscapeManager } from '../escape/escape-manager.js';
import { SYSTEM_ERROR_EVENT } from '../net/data-request-messages.js';
import { configAreaUrl, escapeLoginUrl, runOwnerRedirect } from '../owner/owner-redirect.js';
import { isAfterLogout, isLogoutInProgress, logoutOwner, previewFrameUrl, withoutLogoutFlag } from '../owner/owner-logout.js';
import { toSystemErrorInput, type SystemErrorInput } from './system-error-rules.js';
import { installLoginHelper, ownSignedIn, signedInOnPage } from '../session/signed-in-state.js';
import { isBackEndPath } from '../owner/editing-backend.js';

/** The React pieces the page may need; loaded on first use. */
export interface PageOverlayUi {
  showLogoutSuccessful(): Promise<unknown>;
  showSystemError(input: SystemErrorInput): Promise<unknown>;
}

export type LoadPageOverlayUi = () => Promise<PageOverlayUi>;

/** `Sitestack.consent()` resolves to this. */
export const consentApi: SitestackConsent = createConsentApi();

let started = false;

export function startPageOverlays(context: PageContext, loadUi: LoadPageOverlayUi, win: Window = window): void {
  if (started) return;
  started = true;
  enforceConsentPolicy(context, win.document);
  // Frames (the editor's preview) read the signed-in state from here (spec 01 §6).
  installLoginHelper(win, { signedIn: () => ownSignedIn(context) });
  if (runOwnerRedirect(context, win)) return;

  getEscapeManager().setNavigation({
    signedIn: () => signedInOnPage(context, win),
    escapeLoginEnabled: () => context.websiteSettings.useEscapeKeyToLogin === true,
    inBackEnd: () => isBackEndPath(win.location.pathname),
    logout: () => {
      if (!isLogoutInProgress()) void logoutOwner(win, previewFrameUrl(win.location.pathname, win.location.search));
    },
    openConfig: () => win.location.assign(siteRouteUrl(configAreaUrl(win.location.pathname, win.location.search), context)),
    login: () => win.location.assign(siteRouteUrl(escapeLoginUrl(win.location.pathname, win.location.search), context)),
    toggleBackEnd: () => win.document.documentElement.toggleAttribute('data-ss-config-expanded'),
  });

  let showingSystemError = false;
  win.document.addEventListener(SYSTEM_ERROR_EVENT, (event) => {
    if (showingSystemError) return;
    showingSystemError = true;
    loadUi()
      .then((ui) => ui.showSystemError(toSystemErrorInput((event as CustomEvent).detail)))
      .catch((error: Error) => console.error(`Sitestack: the system-error overlay could not load: ${error.message}`))
      .finally(() => {
        showingSystemError = false;
      });
  });

  if (isAfterLogout(win.location.search)) {
    win.history.replaceState(win.history.state, '', withoutLogoutFlag(win.location.href));
    loadUi()
      .then((ui) => ui.showLogoutSuccessful())
      .catch((error: Error) => console.error(`Sitestack: the logout dialog could not load: ${error.message}`));
  }
}

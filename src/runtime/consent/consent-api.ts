/**
 * `Sitestack.consent` (spec 01 §9): site scripts and tag managers read and set the visitor's
 * cookie choice and follow its changes. `await Sitestack.consent()` gives this object.
 */
import { getPageContext } from '../context/current-context.js';
import type { PageContext } from '../context/page-context.js';
import {
  forgetConsentChoice,
  isTrackingAllowedOnPage,
  onConsentChange,
  readConsentChoice,
  recordConsentChoice,
  type ConsentChoice,
} from './consent-store.js';

export interface SitestackConsent {
  /** true accepted, false declined, null not chosen yet. */
  readonly choice: ConsentChoice;
  /** May analytics run now (policy, choice and Global Privacy Control)? */
  readonly trackingAllowed: boolean;
  /** Records acceptance (30-day cookie) and fires `ss-consent-change`. */
  accept(): void;
  /** Records a decline, clears the analytics and visitor cookies, fires `ss-consent-change`. */
  decline(): void;
  /** Forgets the choice: the banner asks again on the next page. */
  reset(): void;
  /** Follows changes; returns the unsubscribe function. */
  onChange(listener: (accepted: boolean) => void): () => void;
}

export function createConsentApi(context: () => Pick<PageContext, 'cookieSettings'> = getPageContext, doc: Document = document): SitestackConsent {
  return Object.freeze({
    get choice() {
      return readConsentChoice(doc.cookie);
    },
    get trackingAllowed() {
      return isTrackingAllowedOnPage(context());
    },
    accept: () => recordConsentChoice(true, doc),
    decline: () => recordConsentChoice(false, doc),
    reset: () => forgetConsentChoice(doc),
    onChange: (listener: (accepted: boolean) => void) => onConsentChange(listener, doc),
  });
}

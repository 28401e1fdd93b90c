/**
 * Census calls other blocks make (spec 01 §7): form-render, overlay, button-render,
 * button-click (a click waits up to 2500 ms for its call before following a link),
 * RecordQuickView, the RecordHit pageview, and the events-service `trackEvent`.
 * Every helper resolves (never rejects), sends nothing without consent, and skips the pages and
 * accounts spec 01 §6 excludes.
 */
import { getPageContext } from '../context/current-context.js';
import { BUTTON_CENSUS_TIMEOUT_MS } from './census-request-schema.js';
import { censusPageFields, recordHitData, snapshotPage } from './census-fields.js';
import { isAnalyticsAllowed, sendAnalyticsCall } from './analytics-transport.js';
import { shouldSkipCensus, shouldSkipPageview } from './analytics-skip-rules.js';
import { currentVisit } from './visit-tracker.js';
import { formatVisitorRecord } from './visit-cookies.js';
import { clock } from '../time/clock.js';

export { trackEvent } from './events-tracker.js';
export { BUTTON_CENSUS_TIMEOUT_MS };

function mayRecordCensus(): boolean {
  return isAnalyticsAllowed() && !shouldSkipCensus(getPageContext(), location.pathname);
}

function censusFields(): Record<string, string> {
  const fields = censusPageFields(getPageContext(), { title: document.title, pathname: location.pathname });
  const visit = currentVisit();
  if (visit) fields.visitorCookie = formatVisitorRecord(visit.record);
  return fields;
}

let pageviewRecorded = false;

/**
 * RecordHit with event `pageview`, once per page load (spec 01 §7). Resolves true when the hit
 * was stored, false when skipped (consent, skip rules, already sent) or when the call failed.
 * The visit cookies and the page's snapshot (a storage probe) are read in this task, the hit is
 * checked and sent in the next (sendAnalyticsCall): together they were a long task on a phone
 * (about 48 ms at 4x CPU under Lighthouse).
 */
export function recordPageview(now: number = clock.now()): Promise<boolean> {
  if (pageviewRecorded || !isAnalyticsAllowed()) return Promise.resolve(false);
  const context = getPageContext();
  if (shouldSkipPageview(context, location.pathname)) return Promise.resolve(false);
  pageviewRecorded = true;
  const visit = currentVisit(now);
  return sendAnalyticsCall('/api/census/RecordHit', { event: 'pageview', data: recordHitData(context, snapshotPage(), now, visit) });
}

/** Test seam: lets one page load record its pageview again. */
export function resetPageviewForTests(): void {
  pageviewRecorded = false;
}

/** A form block rendered (spec 01 §7 form-render). */
export function recordFormRender(formId: string): Promise<boolean> {
  if (!formId || !mayRecordCensus()) return Promise.resolve(false);
  return sendAnalyticsCall('/api/census/form-render', { formId, ...censusFields() });
}

export type OverlayCensusEvent = 'view' | 'close' | 'submit' | 'click';

/** Something happened to the popup overlay (spec 01 §7 overlay). */
export function recordOverlayEvent(overlay: { event: OverlayCensusEvent; overlayId?: string; version?: string | number }): Promise<boolean> {
  if (!mayRecordCensus()) return Promise.resolve(false);
  return sendAnalyticsCall('/api/census/overlay', {
    event: overlay.event,
    overlayId: overlay.overlayId,
    version: overlay.version === undefined ? undefined : String(overlay.version),
    ...censusFields(),
  });
}

/** Button block fields (spec 01 §3 button block data). */
export interface ButtonCensusFields {
  id: string;
  buttonText?: string;
  clickthroughUrl?: string;
  newWindow?: boolean;
  context?: string;
}

function buttonData(button: ButtonCensusFields): Record<string, unknown> {
  return {
    id: button.id,
    buttonText: button.buttonText,
    clickthroughUrl: button.clickthroughUrl,
    newWindow: button.newWindow === undefined ? undefined : String(button.newWindow),
    context: button.context,
    ...censusFields(),
  };
}

/** A button block rendered (spec 01 §7 button-render; 2500 ms time-out). */
export function recordButtonRender(button: ButtonCensusFields): Promise<boolean> {
  if (!button.id || !mayRecordCensus()) return Promise.resolve(false);
  return sendAnalyticsCall('/api/census/button-render', buttonData(button), BUTTON_CENSUS_TIMEOUT_MS);
}

export interface ButtonClickOptions {
  /** How to follow the link; `location.assign` by default. */
  follow?: (url: string) => void;
}

/**
 * A button block was clicked (spec 01 §7 button-click). When the button links somewhere in the
 * same window, the caller cancels the click's default action and this follows the link once the
 * call finished, or after 2500 ms at most. New-window links are opened by the caller at once
 * (pop-up blockers need the click) and nothing waits. Resolves once the link was followed.
 */
export async function recordButtonClick(button: ButtonCensusFields, options: ButtonClickOptions = {}): Promise<void> {
  const url = button.clickthroughUrl;
  const followHere = Boolean(url) && !button.newWindow;
  if (button.id && mayRecordCensus()) {
    const call = sendAnalyticsCall('/api/census/button-click', buttonData(button), BUTTON_CENSUS_TIMEOUT_MS);
    if (followHere) await call;
  }
  if (followHere && url) (options.follow ?? ((target: string) => location.assign(target)))(url);
}

/** A product quick view opened (spec 01 §7 RecordQuickView/{id}, no body). */
export function recordQuickView(productId: string): Promise<boolean> {
  if (!/^[\w-]{1,100}$/.test(productId) || !mayRecordCensus()) return Promise.resolve(false);
  return sendAnalyticsCall(`/api/census/RecordQuickView/${encodeURIComponent(productId)}`, undefined);
}

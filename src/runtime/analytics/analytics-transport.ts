import { isTrackingAllowedOnPage } from '../consent/consent-store.js';
import { getPageContext } from '../context/current-context.js';
import { nextTask } from '../dom/next-task.js';
import { dataRequest, type DataRequestOptions } from '../net/data-request.js';
import { giveUpAfter } from '../time/timeout-signal.js';

/**
 * The one way analytics code sends a site-API call: only when the consent store allows it,
 * and failures are swallowed (spec 01 §7 "Failed analytics calls are swallowed").
 */

let overrides: Partial<DataRequestOptions> = {};

/** Test seam: a base URL or fetch environment for every analytics call. */
export function setAnalyticsRequestOptions(options: Partial<DataRequestOptions>): void {
  overrides = options;
}

export function analyticsRequestOptions(): Partial<DataRequestOptions> {
  return overrides;
}

/** Nothing is written or sent while the consent store says no. */
export function isAnalyticsAllowed(): boolean {
  try {
    return isTrackingAllowedOnPage(getPageContext());
  } catch {
    return false;
  }
}

/**
 * POSTs form-encoded `data` to `path`; resolves true when the server accepted it, false otherwise.
 * The request is checked and made in a task after the caller's: a block's census call runs from
 * its first effects, and reading the visit cookies there and making the request in the same task
 * came to 55-74 ms at 4x CPU (the form's form-render call).
 */
export function sendAnalyticsCall(path: string, data: Record<string, unknown> | undefined, timeoutMs?: number): Promise<boolean> {
  const request = nextTask().then(() =>
    dataRequest(path, {
      method: 'POST',
      ...(data ? { data } : {}),
      ...(timeoutMs ? { timeoutMs } : {}),
      ...overrides,
    }),
  );
  const sent = request.then(
    () => true,
    () => false,
  );
  if (!timeoutMs) return sent;
  // A crumb retry may take a second attempt: the whole call still gives up in time.
  return giveUpAfter(sent, timeoutMs, () => false);
}

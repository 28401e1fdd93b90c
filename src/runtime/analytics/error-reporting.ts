/**
 * Wires the error reporter to the page: window errors and unhandled rejections, the site,
 * template, page and user-agent fields, and POST /api/events/RecordJavascriptErrors with the
 * CSRF header from the crumb cookie (spec 01 §7).
 */
import { getPageContext } from '../context/current-context.js';
import { apiBaseUrl } from '../context/current-context.js';
import { sendAnalyticsBeacon } from '../net/beacon-transport.js';
import { CRUMB_HEADER_NAME, withCrumb } from '../net/crumb.js';
import { DataRequestError, currentCrumb, dataRequest, resolveApiUrl, type DataRequestData } from '../net/data-request.js';
import { analyticsRequestOptions, isAnalyticsAllowed } from './analytics-transport.js';
import { createErrorReporter, missingEnvironmentReport, reportFromError, type ErrorReport, type ErrorReporter } from './error-reporter.js';
import { clock } from '../time/clock.js';

/** The app name this runtime reports errors as. */
export const ERROR_REPORTING_APP = 'sitestack';

const ERRORS_PATH = '/api/events/RecordJavascriptErrors';

async function sendErrorBatch(reports: ErrorReport[], hiding: boolean): Promise<{ status: number; retryAfterMs: number | null }> {
  const target = resolveApiUrl(ERRORS_PATH, analyticsRequestOptions().baseUrl ?? apiBaseUrl());
  // The crumb cookie, or the crumb a site API on another origin handed out.
  const crumb = currentCrumb(() => document.cookie, target);
  if (hiding) {
    // A beacon outlives the page but carries no header: the crumb goes as the query parameter.
    const url = withCrumb(target, crumb);
    return sendAnalyticsBeacon(url, JSON.stringify(reports)).then(
      () => ({ status: 200, retryAfterMs: null }),
      () => ({ status: 0, retryAfterMs: null }),
    );
  }
  try {
    await dataRequest(ERRORS_PATH, {
      method: 'POST',
      json: true,
      // The site API takes the JSON array itself as the body.
      data: reports as unknown as DataRequestData,
      headers: crumb ? { [CRUMB_HEADER_NAME]: crumb } : {},
      ...analyticsRequestOptions(),
    });
    return { status: 200, retryAfterMs: null };
  } catch (error) {
    if (!(error instanceof DataRequestError)) return { status: 0, retryAfterMs: null };
    const seconds = Number(error.body?.retryAfterSeconds);
    return { status: error.status, retryAfterMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null };
  }
}

export function createPageErrorReporter(app: string = ERROR_REPORTING_APP): ErrorReporter {
  return createErrorReporter({
    app,
    page: () => {
      const context = getPageContext();
      return { siteId: context.website.id ?? null, templateId: context.templateId ?? null, url: location.href.slice(0, 4000), userAgent: navigator.userAgent.slice(0, 1000) };
    },
    send: (reports, hiding) => (isAnalyticsAllowed() ? sendErrorBatch(reports, hiding) : Promise.resolve({ status: 0, retryAfterMs: null })),
    now: () => clock.now(),
    setTimer: (callback, ms) => clock.setTimeout(callback, ms),
    logError: (message) => console.error(message),
  });
}

/**
 * Listens for window errors and unhandled rejections, and reports a page context without an
 * environment (spec 01 §8); returns the reporter and a stop function.
 */
export function startErrorReporting(target: Window = window): { reporter: ErrorReporter; stop: () => void } {
  const reporter = createPageErrorReporter();
  const missingEnvironment = missingEnvironmentReport(getPageContext());
  if (missingEnvironment) reporter.report(missingEnvironment);
  const onError = (event: ErrorEvent) => {
    // Resource load failures (img, script) reach window listeners in the capture phase only; not ours.
    if (!(event instanceof ErrorEvent)) return;
    reporter.report(reportFromError(event.error, { message: event.message, file: event.filename || null, line: event.lineno || null, column: event.colno || null }));
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    reporter.report(reportFromError(event.reason), 'unhandled-rejection');
  };
  const onHide = () => reporter.flush(true);
  const onVisibility = () => {
    if (target.document.visibilityState === 'hidden') reporter.flush(true);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('pagehide', onHide);
  target.document.addEventListener('visibilitychange', onVisibility);
  return {
    reporter,
    stop: () => {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
      target.removeEventListener('pagehide', onHide);
      target.document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}

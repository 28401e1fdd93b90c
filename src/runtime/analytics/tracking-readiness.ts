/**
 * Events fired before the environment is ready (spec 03 §8: "a console warning"). A tracking
 * event carries the website, template and locale of the page context; before that context can be
 * read (the `#ss-context` script not parsed yet, no `Sitestack.init()` yet) an event would go out
 * with the defaults, and reading the context that early would fix the defaults for the whole page.
 * Such events wait until the document is parsed and then go out; the page gets one warning.
 */
import { CONTEXT_SCRIPT_ID, isPageContextResolved } from '../context/current-context.js';

/** Spec 03 §8: the console warning for events fired before the environment is ready (logged once a page). */
export const EVENTS_BEFORE_READY_WARNING =
  'Sitestack analytics: tracking events were fired before the page environment was ready (the page context is not read yet); they are sent once the page is parsed.';

/** The environment is ready once the page context is known or can be read. */
export function isTrackingEnvironmentReady(doc: Document = document, contextResolved: boolean = isPageContextResolved()): boolean {
  return contextResolved || doc.readyState !== 'loading' || doc.getElementById(CONTEXT_SCRIPT_ID) !== null;
}

let warned = false;

/**
 * Runs `send` now when the environment is ready; otherwise warns (once a page, spec 03 §8) and
 * runs it when the document is parsed. Resolves with what `send` resolves with.
 */
export function whenTrackingEnvironmentReady<T>(
  send: () => Promise<T>,
  { doc = document, warn = (message: string) => console.warn(message) }: { doc?: Document; warn?: (message: string) => void } = {},
): Promise<T> {
  if (isTrackingEnvironmentReady(doc)) return send();
  if (!warned) {
    warned = true;
    warn(EVENTS_BEFORE_READY_WARNING);
  }
  return new Promise<T>((resolve) => {
    doc.addEventListener('DOMContentLoaded', () => resolve(send()), { once: true });
  });
}

/** Test seam: forget that the page was warned. */
export function resetTrackingReadinessWarning(): void {
  warned = false;
}

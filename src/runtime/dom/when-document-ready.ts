/**
 * Calls `callback` when the document is parsed and its deferred and module scripts have run
 * (DOMContentLoaded), so that a page script importing the loader can still call
 * `Sitestack.init()` first. Once parsing is done (the loader is a module script: it runs then,
 * just before that event) it is called at the event and again on the next task, whichever
 * comes first doing the work: a timer alone waits behind a slow phone's loading work (a tap in
 * between found nothing listening), and the event may already have passed (a loader added by a
 * tag manager). `callback` must therefore do its work once however often it is called.
 */
export function whenDocumentReady(callback: () => void, doc: Document = document): void {
  if (doc.readyState !== 'complete') doc.addEventListener('DOMContentLoaded', callback);
  if (doc.readyState !== 'loading') setTimeout(callback, 0);
}

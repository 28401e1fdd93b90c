/**
 * Runs `callback` once the document is parsed. When it already is, the call waits one task so
 * that a page script importing the loader can still call `Sitestack.init()` first.
 */
export function whenDocumentReady(callback: () => void, doc: Document = document): void {
  if (doc.readyState === 'loading') {
    doc.addEventListener('DOMContentLoaded', () => callback(), { once: true });
  } else {
    setTimeout(callback, 0);
  }
}

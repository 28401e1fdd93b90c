// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenDocumentReady } from '../../../src/runtime/dom/when-document-ready.js';

function documentIn(state: DocumentReadyState): Document {
  const doc = document.implementation.createHTMLDocument('');
  Object.defineProperty(doc, 'readyState', { get: () => state });
  return doc;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('whenDocumentReady: the runtime starts when the page is parsed', () => {
  it('while the page is still parsed: at DOMContentLoaded, not before', () => {
    vi.useFakeTimers();
    const doc = documentIn('loading');
    const calls: string[] = [];
    whenDocumentReady(() => calls.push('ready'), doc);
    vi.runAllTimers();
    expect(calls).toEqual([]);
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    expect(calls).toEqual(['ready']);
  });

  it('from a module script (parsed, DOMContentLoaded still to come): at the event, before a timer could run', () => {
    vi.useFakeTimers();
    const doc = documentIn('interactive');
    const calls: string[] = [];
    whenDocumentReady(() => calls.push('ready'), doc);
    // the event comes first on a busy page: the runtime starts there, not one timer later
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    expect(calls).toEqual(['ready']);
    // the timer calls again; the caller's work is done once (the loader checks its lifecycle)
    vi.runAllTimers();
    expect(calls).toEqual(['ready', 'ready']);
  });

  it('after DOMContentLoaded has passed (a loader a tag manager added later): on the next task', () => {
    vi.useFakeTimers();
    for (const state of ['interactive', 'complete'] as const) {
      const doc = documentIn(state);
      const calls: string[] = [];
      whenDocumentReady(() => calls.push('ready'), doc);
      expect(calls, 'not in the same task: a page script importing the loader calls init() first').toEqual([]);
      vi.runAllTimers();
      expect(calls).toEqual(['ready']);
      if (state === 'complete') {
        doc.dispatchEvent(new Event('DOMContentLoaded'));
        expect(calls).toEqual(['ready']);
      }
    }
  });
});

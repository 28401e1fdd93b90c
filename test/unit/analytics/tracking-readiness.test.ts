import { afterEach, describe, expect, it } from 'vitest';
import {
  EVENTS_BEFORE_READY_WARNING,
  isTrackingEnvironmentReady,
  resetTrackingReadinessWarning,
  whenTrackingEnvironmentReady,
} from '../../../src/runtime/analytics/tracking-readiness.js';

/** A document still being parsed: no `#ss-context` yet, DOMContentLoaded fired by hand. */
function loadingDocument(options: { hasContextScript?: boolean } = {}) {
  const target = new EventTarget();
  const doc = {
    readyState: 'loading' as DocumentReadyState,
    getElementById: (id: string) => (options.hasContextScript && id === 'ss-context' ? ({} as HTMLElement) : null),
    addEventListener: target.addEventListener.bind(target),
    parsed() {
      doc.readyState = 'interactive';
      target.dispatchEvent(new Event('DOMContentLoaded'));
    },
  };
  return doc;
}

afterEach(() => resetTrackingReadinessWarning());

describe('events fired before the environment is ready (spec 03 §8)', () => {
  it('is ready once the context is read, its script is parsed, or the document is', () => {
    const doc = loadingDocument();
    expect(isTrackingEnvironmentReady(doc as unknown as Document, false)).toBe(false);
    expect(isTrackingEnvironmentReady(doc as unknown as Document, true)).toBe(true);
    expect(isTrackingEnvironmentReady(loadingDocument({ hasContextScript: true }) as unknown as Document, false)).toBe(true);
    doc.parsed();
    expect(isTrackingEnvironmentReady(doc as unknown as Document, false)).toBe(true);
  });

  // spec 03 §8: "Events fired before the environment is ready: a console warning."
  it('warns once for early events and sends them when the document is parsed', async () => {
    const doc = loadingDocument();
    const warnings: string[] = [];
    const sent: string[] = [];
    const options = { doc: doc as unknown as Document, warn: (message: string) => warnings.push(message) };
    const first = whenTrackingEnvironmentReady(async () => (sent.push('first'), true), options);
    const second = whenTrackingEnvironmentReady(async () => (sent.push('second'), true), options);
    expect(sent).toEqual([]);
    expect(warnings).toEqual([EVENTS_BEFORE_READY_WARNING]);
    doc.parsed();
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(sent).toEqual(['first', 'second']);
    await whenTrackingEnvironmentReady(async () => sent.push('later'), options);
    expect(sent).toEqual(['first', 'second', 'later']);
    expect(warnings).toHaveLength(1);
  });

  it('sends at once, without a warning, when the environment is ready', async () => {
    const warnings: string[] = [];
    const doc = loadingDocument({ hasContextScript: true });
    await expect(whenTrackingEnvironmentReady(async () => 'sent', { doc: doc as unknown as Document, warn: (m) => warnings.push(m) })).resolves.toBe('sent');
    expect(warnings).toEqual([]);
  });
});

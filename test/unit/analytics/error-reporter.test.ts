import { describe, expect, it, vi } from 'vitest';
import {
  ERROR_BATCH_BYTE_LIMIT,
  ERROR_DEBOUNCE_MS,
  ERROR_QUEUE_LIMIT,
  ERROR_SEND_LIMIT,
  ERROR_STACK_LIMIT,
  MISSING_APP_MESSAGE,
  MISSING_ENVIRONMENT_MESSAGE,
  RATE_LIMITED_PAUSE_MS,
  TRUNCATED_MARK,
  createErrorReporter,
  missingEnvironmentReport,
  reportFromError,
  takeBatchUnderLimit,
  truncateStack,
  type ErrorReport,
  type ErrorReporterEnvironment,
} from '../../../src/runtime/analytics/error-reporter.js';

/** A reporter on a fake clock; `advance` runs due timers, `sent` collects batches. */
function harness(overrides: Partial<ErrorReporterEnvironment> = {}, status = 200) {
  let clock = 0;
  let timers: { at: number; run: () => void }[] = [];
  const sent: ErrorReport[][] = [];
  const logged: string[] = [];
  const reporter = createErrorReporter({
    app: 'sitestack',
    page: () => ({ siteId: 'site-1', templateId: 'tpl-1', url: 'https://example.test/about', userAgent: 'UA' }),
    send: async (reports) => {
      sent.push(reports);
      return { status, retryAfterMs: null };
    },
    now: () => clock,
    setTimer: (run, ms) => timers.push({ at: clock + ms, run }),
    logError: (message) => logged.push(message),
    ...overrides,
  });
  const advance = async (ms: number) => {
    const end = clock + ms;
    for (;;) {
      const due = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((timer) => timer !== due);
      clock = due.at;
      due.run();
      await Promise.resolve();
      await Promise.resolve();
    }
    clock = end;
  };
  return { reporter, sent, logged, advance };
}

describe('error reporter (spec 01 §3, §7-9)', () => {
  // spec 01 §9: error queue 10, sends 20, debounce 1000 ms, stack limit 5000 characters.
  it('has the spec limits', () => {
    expect([ERROR_QUEUE_LIMIT, ERROR_SEND_LIMIT, ERROR_DEBOUNCE_MS, ERROR_STACK_LIMIT]).toEqual([10, 20, 1000, 5000]);
  });

  // spec 01 §8: stack traces over 5000 characters are cut and marked truncated.
  it('cuts long stacks and marks them truncated', () => {
    expect(truncateStack('x'.repeat(5000))).toBe('x'.repeat(5000));
    expect(truncateStack('x'.repeat(5001))).toBe('x'.repeat(5000) + TRUNCATED_MARK);
    expect(truncateStack('')).toBeNull();
  });

  // spec 01 §8: a missing app name logs a console error and uses 'unknown'.
  it('reports as unknown with a console error when no app is named', async () => {
    const { reporter, sent, logged, advance } = harness({ app: '' });
    reporter.report({ message: 'boom' });
    await advance(ERROR_DEBOUNCE_MS);
    expect(logged).toEqual([MISSING_APP_MESSAGE]);
    expect(sent[0]?.[0]?.data.app).toBe('unknown');
  });

  // spec 01 §3 error report fields; §8 debounce of 1 second.
  it('sends the report fields once 1 s has passed, in one batch', async () => {
    const { reporter, sent, advance } = harness();
    reporter.report({ message: 'TypeError: x is undefined', stack: 'at a\nat b', file: 'https://example.test/app.js', line: 3, column: 7, customData: { block: 'gallery' } });
    reporter.report({ message: 'second' });
    await advance(ERROR_DEBOUNCE_MS - 1);
    expect(sent).toHaveLength(0);
    await advance(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual([
      {
        event: 'javascript-error',
        timestamp: 0,
        data: {
          app: 'sitestack',
          message: 'TypeError: x is undefined',
          stack: 'at a\nat b',
          file: 'https://example.test/app.js',
          line: 3,
          column: 7,
          customData: { block: 'gallery' },
          siteId: 'site-1',
          templateId: 'tpl-1',
          url: 'https://example.test/about',
          userAgent: 'UA',
        },
      },
      expect.objectContaining({ data: expect.objectContaining({ message: 'second', stack: null }) }),
    ]);
  });

  // spec 01 §8-9: sends are debounced by 1 second: each error moves the send 1 s after it.
  it('debounces: errors at 0 and 800 ms are sent together at 1800 ms, not at 1000', async () => {
    const { reporter, sent, advance } = harness();
    reporter.report({ message: 'first' });
    await advance(800);
    reporter.report({ message: 'second' });
    await advance(999);
    expect(sent).toHaveLength(0);
    await advance(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.map((report) => report.data.message)).toEqual(['first', 'second']);
  });

  // spec 01 §8: at most 10 queued errors and 20 sends per page; beyond that, errors are dropped.
  it('turns 1000 thrown errors into at most 20 sends of at most 10 reports', async () => {
    const { reporter, sent, advance } = harness();
    for (let round = 0; round < 100; round++) {
      for (let i = 0; i < 10; i++) reporter.report({ message: `error ${round}-${i}`, stack: 'y'.repeat(6000) });
      await advance(ERROR_DEBOUNCE_MS);
    }
    await advance(60_000);
    expect(sent.length).toBe(ERROR_SEND_LIMIT);
    expect(sent.every((batch) => batch.length <= ERROR_QUEUE_LIMIT)).toBe(true);
    expect(reporter.report({ message: 'late' })).toBe(false);
  });

  it('drops errors beyond the 10 queued', async () => {
    const { reporter, sent, advance } = harness();
    const accepted = Array.from({ length: 15 }, (_, i) => reporter.report({ message: `e${i}` }));
    expect(accepted.filter(Boolean)).toHaveLength(10);
    await advance(ERROR_DEBOUNCE_MS);
    expect(sent[0]?.map((report) => report.data.message)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8', 'e9']);
  });

  it('stops sending for a while after a 429 and then sends what is queued', async () => {
    const { reporter, sent, advance } = harness({}, 429);
    reporter.report({ message: 'first' });
    await advance(ERROR_DEBOUNCE_MS);
    expect(sent).toHaveLength(1);
    reporter.report({ message: 'second' });
    await advance(RATE_LIMITED_PAUSE_MS - 1);
    expect(sent).toHaveLength(1);
    await advance(ERROR_DEBOUNCE_MS + 1);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.[0]?.data.message).toBe('second');
  });

  it('keeps every batch under the 64 KiB keep-alive body limit', () => {
    const big = (message: string): ErrorReport => ({
      event: 'javascript-error',
      timestamp: 1,
      data: { app: 'a', message, stack: 's'.repeat(5000), file: null, line: null, column: null, customData: { blob: 'c'.repeat(20_000) }, siteId: null, templateId: null, url: null, userAgent: null },
    });
    const queue = Array.from({ length: 10 }, (_, i) => big(`m${i}`));
    const first = takeBatchUnderLimit(queue);
    expect(new TextEncoder().encode(JSON.stringify(first)).length).toBeLessThanOrEqual(ERROR_BATCH_BYTE_LIMIT);
    expect(first.length).toBeGreaterThan(0);
    expect(queue.length).toBe(10 - first.length);
    // One report too large on its own loses its custom data rather than the whole report.
    const huge = [big('huge')];
    huge[0]!.data.customData = { blob: 'c'.repeat(100_000) };
    const alone = takeBatchUnderLimit(huge);
    expect(alone).toHaveLength(1);
    expect(alone[0]?.data.customData).toBeNull();
  });

  it('describes errors and rejection reasons', () => {
    const error = new TypeError('bad');
    expect(reportFromError(error, { message: 'Uncaught TypeError: bad', file: 'f.js', line: 1, column: 2 })).toMatchObject({
      message: 'TypeError: bad',
      file: 'f.js',
      line: 1,
      column: 2,
    });
    expect(reportFromError('plain reason').message).toBe('plain reason');
    expect(reportFromError({ code: 7 }).message).toBe('{"code":7}');
    expect(reportFromError(undefined, { message: 'Script error.' }).message).toBe('Script error.');
  });

  it('on page hide sends every queued batch at once by beacon, each under the keep-alive limit', async () => {
    const modes: boolean[] = [];
    const batches: ErrorReport[][] = [];
    // The first send never answers: a normal flush would wait for it.
    const { reporter, advance } = harness({
      send: (reports, hiding) => {
        modes.push(hiding);
        batches.push(reports);
        return hiding ? Promise.resolve({ status: 200 }) : new Promise(() => undefined);
      },
    });
    reporter.report({ message: 'first' });
    await advance(ERROR_DEBOUNCE_MS);
    for (let i = 0; i < 10; i++) reporter.report({ message: `m${i}`, customData: { blob: 'c'.repeat(20_000) } });
    reporter.flush();
    expect(batches).toHaveLength(1);
    reporter.flush(true);
    expect(modes[0]).toBe(false);
    expect(modes.slice(1).every(Boolean)).toBe(true);
    expect(batches.slice(1).flat().map((report) => report.data.message)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9']);
    for (const batch of batches) expect(new TextEncoder().encode(JSON.stringify(batch)).length).toBeLessThanOrEqual(ERROR_BATCH_BYTE_LIMIT);
    expect(batches.length).toBeGreaterThan(2);
    expect(reporter.queued).toBe(0);
  });

  it('does not send while the send function says the call failed, and keeps counting sends', async () => {
    const send = vi.fn(async () => ({ status: 0 }));
    const { reporter, advance } = harness({ send });
    reporter.report({ message: 'a' });
    await advance(ERROR_DEBOUNCE_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(reporter.sends).toBe(1);
  });
});

describe('a missing environment value (spec 01 §8)', () => {
  it('is a report when the page context names no environment, or an empty or non-text one', () => {
    // spec 01 §8 "A missing environment value is reported to an error-reporting service."
    for (const env of [undefined, '', '   ', 3, null]) {
      expect(missingEnvironmentReport({ env }), String(env)).toEqual({ message: MISSING_ENVIRONMENT_MESSAGE, customData: { field: 'env' } });
    }
    expect(missingEnvironmentReport({})).not.toBeNull();
    expect(missingEnvironmentReport({ env: 'production' })).toBeNull();
    expect(missingEnvironmentReport({ env: 'staging' })).toBeNull();
  });
});

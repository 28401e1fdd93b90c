import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineEnumeration } from '../../../src/runtime/catalog/enumeration.js';
import { PageType } from '../../../src/runtime/catalog/page-types.js';
import { AnalyticsEventType, ContributorRole, ItemStatus } from '../../../src/runtime/catalog/platform-enumerations.js';
import {
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  RELATIVE_TIME_REFRESH_MS,
  describeRecentTime,
  describeTimeAgo,
  formatFullDate,
  refreshRelativeTime,
  relativeTimeStep,
} from '../../../src/runtime/catalog/relative-time.js';
import { relativeTimeWording } from '../../../src/runtime/events-calendar/event-dates.js';

describe('enumerations (spec 03 §2, §3, §6)', () => {
  it('carry the spec codes', () => {
    // spec 03 §3 analytics event types and item status
    expect([AnalyticsEventType.PAGE_VIEW, AnalyticsEventType.SITE_SEARCH, AnalyticsEventType.AUDIO]).toEqual([1, 2, 20]);
    expect(AnalyticsEventType.HEARTBEAT).toBe(10);
    expect(AnalyticsEventType.VIDEO).toBe(21);
    expect(ItemStatus.PUBLISHED).toBe(1);
    expect(ItemStatus.NEEDS_REVIEW).toBe(3);
    // spec 03 §6 contributor roles (code 5 is not used)
    expect(ContributorRole.VIEWER).toBe(10);
    expect(Object.values(ContributorRole)).not.toContain(5);
  });

  it('round-trip every code through its name', () => {
    for (const [name, code] of PageType.entries()) {
      expect(PageType.nameOf(code)).toBe(name);
      expect(PageType.codeOf(name)).toBe(code);
      expect(PageType.codeOf(name.toLowerCase())).toBe(code);
      expect(PageType.nameOf(String(code))).toBe(name);
      expect(PageType.has(code)).toBe(true);
    }
  });

  it('answer undefined for unknown codes and names, never throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string()), (value) => {
        const name = PageType.nameOf(value as number);
        if (name !== undefined) expect(PageType.codeOf(name)).toBe(Number(value));
      }),
    );
    expect(PageType.nameOf(null)).toBeUndefined();
    expect(PageType.codeOf('nope')).toBeUndefined();
  });

  it('refuse a code used twice', () => {
    expect(() => defineEnumeration({ A: 1, B: 1 })).toThrow(/used twice/);
  });

  it('are frozen', () => {
    expect(Object.isFrozen(PageType)).toBe(true);
  });
});

describe('relative time (spec 03 §9, spec 02 §9)', () => {
  const then = Date.UTC(2026, 0, 15, 12, 0, 0);
  it('uses the spec 03 §9 wording', () => {
    // spec 03 §9 relative time wording
    expect(describeTimeAgo(then, then)).toBe('less than a minute ago');
    expect(describeTimeAgo(then, then + 59_999)).toBe('less than a minute ago');
    expect(describeTimeAgo(then, then + MINUTE_MS)).toBe('about a minute ago');
    expect(describeTimeAgo(then, then + 2 * MINUTE_MS)).toBe('2 minutes ago');
    expect(describeTimeAgo(then, then + 59 * MINUTE_MS)).toBe('59 minutes ago');
    expect(describeTimeAgo(then, then + HOUR_MS)).toBe('about an hour ago');
    expect(describeTimeAgo(then, then + 5 * HOUR_MS)).toBe('5 hours ago');
    expect(describeTimeAgo(then, then + DAY_MS)).toBe('1 day ago');
    expect(describeTimeAgo(then, then + 9 * DAY_MS)).toBe('9 days ago');
    expect(describeTimeAgo(then, then - 5000)).toBe('less than a minute ago');
  });

  it('never goes backwards as time passes', () => {
    const rank = (text: string) => {
      const n = Number(/\d+/.exec(text)?.[0] ?? 0);
      if (text.startsWith('less')) return 0;
      if (text === 'about a minute ago') return 1;
      if (text.includes('minutes')) return 1 + n / 60;
      if (text === 'about an hour ago') return 2;
      if (text.includes('hours')) return 2 + n / 24;
      return 3 + n;
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * DAY_MS }), fc.integer({ min: 0, max: 400 * DAY_MS }), (a, b) => {
        const [early, late] = a < b ? [a, b] : [b, a];
        expect(rank(describeTimeAgo(then, then + early))).toBeLessThanOrEqual(rank(describeTimeAgo(then, then + late)));
      }),
    );
  });

  it('is one rule for past and future spans: the events wording takes the same step as the ago wording', () => {
    // spec 03 §9 relative time wording, used by the catalogue and the event blocks alike
    fc.assert(
      // A span of 0 is "now", which the events wording words as the future: spans start at 1 ms.
      fc.property(fc.integer({ min: 1, max: 400 * DAY_MS }), (span) => {
        expect(relativeTimeStep(-span)).toEqual(relativeTimeStep(span));
        const ago = describeTimeAgo(then, then + span);
        const past = relativeTimeWording(then - span, then);
        expect(past).toBe(ago);
        if (span >= MINUTE_MS) expect(relativeTimeWording(then + span, then)).toBe(`in ${ago.replace(/ ago$/, '')}`);
      }),
    );
  });

  it("refreshes every 5000 ms: 'just now', 'about N seconds ago', then a full date", () => {
    // spec 02 §9 relative time refresh
    expect(RELATIVE_TIME_REFRESH_MS).toBe(5000);
    expect(describeRecentTime(then, then + 999)).toBe('just now');
    expect(describeRecentTime(then, then + 5000)).toBe('about 5 seconds ago');
    expect(describeRecentTime(then, then + 59_999)).toBe('about 59 seconds ago');
    expect(describeRecentTime(then, then + 60_000)).toBe(formatFullDate(then));
    expect(formatFullDate(then)).toMatch(/^January 1[45], 2026/);

    let now = then;
    const intervals: Array<() => void> = [];
    const labels: string[] = [];
    const stop = refreshRelativeTime(then, (label) => labels.push(label), {
      now: () => now,
      setInterval: (callback, ms) => {
        expect(ms).toBe(5000);
        intervals.push(callback);
        return 1;
      },
      clearInterval: () => intervals.splice(0),
    });
    for (let i = 0; i < 14; i++) {
      now += 5000;
      intervals[0]?.();
    }
    expect(labels.slice(0, 3)).toEqual(['just now', 'about 5 seconds ago', 'about 10 seconds ago']);
    expect(labels).toHaveLength(13);
    expect(labels.at(-1)).not.toMatch(/ago|now/);
    expect(intervals).toHaveLength(0);
    stop();
  });
});

describe('block widths (spec 01 §9)', () => {
  it('image block narrow under 415, booking wide above 850', async () => {
    // spec 01 §9 widths: image block narrow under 415; booking widget wide above 850
    const { isNarrowImageBlock, isWideBookingWidget, BLOCK_WIDTHS } = await import('../../../src/runtime/catalog/block-widths.js');
    expect(isNarrowImageBlock(414)).toBe(true);
    expect(isNarrowImageBlock(415)).toBe(false);
    expect(isWideBookingWidget(850)).toBe(false);
    expect(isWideBookingWidget(851)).toBe(true);
    expect(BLOCK_WIDTHS.newsletterSmallBelowPx).toBe(320);
  });
});

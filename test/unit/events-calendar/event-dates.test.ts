import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dateKey,
  firstDayOfWeek,
  groupByDate,
  monthGrid,
  monthQueryWindow,
  moveInCalendar,
  parseDateKey,
  relativeTimeWording,
  resolveTimeZone,
  zonedDate,
} from '../../../src/runtime/events-calendar/event-dates.js';

const NOW = Date.UTC(2030, 0, 15, 12);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relative time wording', () => {
  // spec 03 §9 relative time wording
  it('uses the spec wording for the past', () => {
    expect(relativeTimeWording(NOW - 10 * S, NOW)).toBe('less than a minute ago');
    expect(relativeTimeWording(NOW - 60 * S, NOW)).toBe('about a minute ago');
    expect(relativeTimeWording(NOW - 12 * M, NOW)).toBe('12 minutes ago');
    expect(relativeTimeWording(NOW - 70 * M, NOW)).toBe('about an hour ago');
    expect(relativeTimeWording(NOW - 5 * H, NOW)).toBe('5 hours ago');
    expect(relativeTimeWording(NOW - 30 * H, NOW)).toBe('1 day ago');
    expect(relativeTimeWording(NOW - 9 * D, NOW)).toBe('9 days ago');
  });

  it('uses the same steps for the future', () => {
    expect(relativeTimeWording(NOW + 3 * D + H, NOW)).toBe('in 3 days');
    expect(relativeTimeWording(NOW + 2 * H, NOW)).toBe('in 2 hours');
    expect(relativeTimeWording(NOW + 20 * S, NOW)).toBe('in less than a minute');
  });

  it('always says ago for the past and in for the future (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 * D }), (offset) => relativeTimeWording(NOW - offset, NOW).endsWith(' ago') && relativeTimeWording(NOW + offset, NOW).startsWith('in ')),
    );
  });
});

describe('dates in the site time zone', () => {
  it('places an instant on the calendar of the zone', () => {
    const late = Date.UTC(2030, 0, 15, 23, 30);
    expect(dateKey(zonedDate(late, 'UTC'))).toBe('2030-01-15');
    expect(dateKey(zonedDate(late, 'Europe/Oslo'))).toBe('2030-01-16');
    expect(dateKey(zonedDate(late, 'America/Los_Angeles'))).toBe('2030-01-15');
  });

  it('falls back to UTC, not the zone of the machine drawing the page, for a missing or unknown zone', () => {
    // A server and a visitor draw the same dates (issue 47 §1): neither's own zone.
    expect(resolveTimeZone('Mars/Olympus')).toBe('UTC');
    expect(resolveTimeZone('')).toBe('UTC');
    expect(resolveTimeZone(undefined)).toBe('UTC');
    expect(resolveTimeZone('Europe/Oslo')).toBe('Europe/Oslo');
    const late = Date.UTC(2030, 0, 15, 23, 30);
    expect(dateKey(zonedDate(late, resolveTimeZone('')))).toBe('2030-01-15');
  });

  it('groups events by their zoned start date', () => {
    const events = [
      { id: 'a', startsAt: '2030-01-15T23:30:00Z' },
      { id: 'b', startsAt: '2030-01-16T10:00:00Z' },
      { id: 'c', startsAt: null },
    ];
    expect([...groupByDate(events, 'Europe/Oslo')].map(([key, list]) => [key, list.map((e) => e.id)])).toEqual([['2030-01-16', ['a', 'b']]]);
  });

  it('parses month and date keys, rejecting impossible ones', () => {
    expect(parseDateKey('2030-02')).toEqual({ year: 2030, month: 2, day: 1 });
    expect(parseDateKey('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseDateKey('2030-02-29')).toBeNull();
    expect(parseDateKey('2030-13')).toBeNull();
    expect(parseDateKey('<script>')).toBeNull();
  });
});

describe('month grid', () => {
  it('lays out whole weeks from the locale first day', () => {
    const mondayFirst = monthGrid(2030, 1, 1);
    expect(mondayFirst[0]!.map((d) => d.day)).toEqual([31, 1, 2, 3, 4, 5, 6]);
    expect(mondayFirst[0]![0]!.inMonth).toBe(false);
    expect(mondayFirst.at(-1)!.at(-1)!).toMatchObject({ month: 2, day: 3, inMonth: false });
    const sundayFirst = monthGrid(2030, 1, 0);
    expect(sundayFirst[0]!.map((d) => d.day)).toEqual([30, 31, 1, 2, 3, 4, 5]);
  });

  it('holds every day of the month exactly once (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1970, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 6 }), (year, month, start) => {
        const days = monthGrid(year, month, start).flat().filter((d) => d.inMonth).map((d) => d.day);
        return days.length === new Date(Date.UTC(year, month, 0)).getUTCDate() && days.every((day, i) => day === i + 1);
      }),
    );
  });

  it('knows the first day of the week', () => {
    expect(firstDayOfWeek('en-US')).toBe(0);
    expect(firstDayOfWeek('de-DE')).toBe(1);
    expect(firstDayOfWeek('not a locale')).toBe(1);
  });

  it('asks the site API for a window covering every zone', () => {
    expect(monthQueryWindow(2030, 1)).toEqual({ from: '2029-12-31T10:00:00.000Z', to: '2030-02-01T14:00:00.000Z' });
  });
});

describe('calendar keyboard (WAI-ARIA date grid)', () => {
  const date = { year: 2030, month: 1, day: 31 };
  it('moves by day, week, week ends and month', () => {
    expect(moveInCalendar(date, 'ArrowRight', 1)).toEqual({ year: 2030, month: 2, day: 1 });
    expect(moveInCalendar(date, 'ArrowUp', 1)).toEqual({ year: 2030, month: 1, day: 24 });
    expect(moveInCalendar(date, 'Home', 1)).toEqual({ year: 2030, month: 1, day: 28 });
    expect(moveInCalendar(date, 'End', 1)).toEqual({ year: 2030, month: 2, day: 3 });
    expect(moveInCalendar(date, 'PageDown', 1)).toEqual({ year: 2030, month: 2, day: 28 });
    expect(moveInCalendar(date, 'x', 1)).toBeNull();
    expect(addMonths({ year: 2030, month: 1, day: 15 }, -1)).toEqual({ year: 2029, month: 12, day: 15 });
    expect(addDays({ year: 2030, month: 12, day: 31 }, 1)).toEqual({ year: 2031, month: 1, day: 1 });
  });
});

describe('fixed-height month grid', () => {
  it('pads every month to six weeks on request, so the calendar never changes height', () => {
    expect(monthGrid(2026, 2, 0)).toHaveLength(4);
    expect(monthGrid(2026, 2, 0, 6)).toHaveLength(6);
    expect(monthGrid(2026, 2, 0, 6).flat().filter((d) => d.inMonth)).toHaveLength(28);
  });
});

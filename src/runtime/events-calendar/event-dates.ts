/**
 * Dates of events (tour dates, the events calendar, blog lists): relative wording (spec 03 §9
 * "Relative time wording: less than a minute ago, about a minute ago, minutes, about an hour ago,
 * hours, 1 day ago, days"), formatting in the site's locale and time zone, and month grids.
 * Time comes in as parameters so every rule is testable with a fixed clock.
 */
import { HOUR_MS, relativeTimeStep } from '../catalog/relative-time.js';
import { eventTimeText } from './event-texts.js';

/**
 * spec 03 §9 relative time wording. Past: "less than a minute ago", "about a minute ago",
 * "N minutes ago", "about an hour ago", "N hours ago", "1 day ago", "N days ago". The future uses
 * the same steps (relativeTimeStep, the one rule): "in less than a minute" ... "in N days".
 */
export function relativeTimeWording(target: number, now: number): string {
  const diff = target - now;
  const { step, count } = relativeTimeStep(diff);
  // In the site's language when it supplies one (`events.time.*` keys), else these en-US words.
  let words: string;
  switch (step) {
    case 'lessThanAMinute':
      words = eventTimeText('lessThanAMinute');
      break;
    case 'aboutAMinute':
      words = eventTimeText('aboutAMinute');
      break;
    case 'minutes':
      words = eventTimeText('minutes', { count });
      break;
    case 'aboutAnHour':
      words = eventTimeText('aboutAnHour');
      break;
    case 'hours':
      words = eventTimeText('hours', { count });
      break;
    case 'oneDay':
      words = eventTimeText('oneDay');
      break;
    case 'days':
      words = eventTimeText('days', { count });
      break;
  }
  return diff < 0 ? eventTimeText('past', { span: words }) : eventTimeText('future', { span: words });
}

/**
 * Dates of a site without a (valid) time zone of its own. A page is drawn once, by a server or
 * a cache, and read anywhere: the zone cannot be the server's nor the visitor's, or the server's
 * drawing and the browser's would name other days and hours.
 */
export const FALLBACK_TIME_ZONE = 'UTC';

/** The zone to use: the site's when valid, else {@link FALLBACK_TIME_ZONE}. */
export function resolveTimeZone(zone: string | null | undefined): string {
  if (!zone) return FALLBACK_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return FALLBACK_TIME_ZONE;
  }
}

function safeLocale(locale: string): string {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0 ? locale : 'en-US';
  } catch {
    return 'en-US';
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One shared formatter per locale, zone and options. */
export function dateFormat(locale: string, timeZone: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(safeLocale(locale), { ...options, ...(timeZone ? { timeZone } : {}) });
    formats.set(key, format);
  }
  return format;
}

export interface CalendarDate {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
}

/** The calendar date of an instant in a zone. */
export function zonedDate(instant: number, timeZone: string | undefined): CalendarDate {
  const parts = dateFormat('en-US', timeZone, { year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** "2026-03-07". */
export function dateKey(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** Parses "2026-03" (a month) or "2026-03-07"; null when not a real date. */
export function parseDateKey(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = match[3] ? Number(match[3]) : 1;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/**
 * The month a calendar opens on: its `month` attribute ("2026-03"), else the month of `now` in
 * the site's zone (spec 03 calendar). Time comes in as `now`, so a server and the browser's first
 * render open the same month.
 */
export function calendarStartMonth(attribute: string, timeZone: string | undefined, now: number): CalendarDate {
  const given = parseDateKey(attribute);
  if (given) return { ...given, day: 1 };
  return { ...zonedDate(now, timeZone), day: 1 };
}

/** Events asked for one calendar month (at most). */
export const CALENDAR_EVENTS_LIMIT = 200;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Adds days to a calendar date (no time zone involved). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Adds months, keeping the day within the new month. */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** 0 Sunday ... 6 Saturday. */
export function weekday(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** First day of the week for a locale (0 Sunday, 1 Monday ...): from Intl when known, else Monday except in the Americas' English. */
export function firstDayOfWeek(locale: string): number {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
    const week = info.getWeekInfo?.() ?? info.weekInfo;
    if (week) return week.firstDay % 7;
  } catch {
    // An unknown locale falls through to the rule below.
  }
  return /^en-(US|CA)$|^(ja|ko|zh-TW|he|pt-BR)/.test(locale) ? 0 : 1;
}

/**
 * The weeks of a month grid: whole weeks from the week holding the 1st to the week holding the
 * last day (at least `minWeeks`, so every month can take the same height), each day marked whether
 * it belongs to the month.
 */
export function monthGrid(year: number, month: number, weekStart: number, minWeeks = 0): Array<Array<CalendarDate & { inMonth: boolean }>> {
  const first = { year, month, day: 1 };
  const lead = (weekday(first) - weekStart + 7) % 7;
  const total = lead + daysInMonth(year, month);
  const weeks = Math.max(minWeeks, Math.ceil(total / 7));
  const start = addDays(first, -lead);
  return Array.from({ length: weeks }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => {
      const date = addDays(start, w * 7 + d);
      return { ...date, inMonth: date.month === month && date.year === year };
    }),
  );
}

/** Weeks a month can span: a calendar that always shows this many never changes height. */
export const CALENDAR_WEEKS = 6;

/**
 * The instants to ask the site API for a month's events in any zone: the month's UTC bounds
 * widened by 14 hours each side (the largest zone offsets); events are then grouped by zoned date.
 */
export function monthQueryWindow(year: number, month: number): { from: string; to: string } {
  const from = Date.UTC(year, month - 1, 1) - 14 * HOUR_MS;
  const to = Date.UTC(year, month, 1) + 14 * HOUR_MS;
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/** Groups items by the zoned calendar date of their start. */
export function groupByDate<T extends { startsAt: string | null }>(items: readonly T[], timeZone: string | undefined): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    if (!item.startsAt) continue;
    const key = dateKey(zonedDate(Date.parse(item.startsAt), timeZone));
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** The calendar key moved by a grid key (WAI-ARIA date grid): arrows by day/week, Home/End to the week's ends, PageUp/PageDown by month. */
export function moveInCalendar(date: CalendarDate, key: string, weekStart: number): CalendarDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -((weekday(date) - weekStart + 7) % 7));
    case 'End':
      return addDays(date, 6 - ((weekday(date) - weekStart + 7) % 7));
    case 'PageUp':
      return addMonths(date, -1);
    case 'PageDown':
      return addMonths(date, 1);
    default:
      return null;
  }
}

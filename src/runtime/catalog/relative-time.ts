/**
 * Relative time wording, spec 03 §9: "less than a minute ago, about a minute ago, minutes,
 * about an hour ago, hours, 1 day ago, days"; and the refreshing label of spec 02 §9
 * "Relative time refresh": every 5000 ms, 'just now' at 0 s, 'about N seconds ago' under 60 s,
 * otherwise a full date. The current time is always a parameter.
 */
import { timeText } from './time-texts.js';

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Spec 02 §9: a relative time label refreshes every 5000 ms. */
export const RELATIVE_TIME_REFRESH_MS = 5000;

/** The steps of spec 03 §9's relative time wording, shortest first. */
export type RelativeTimeStep = 'lessThanAMinute' | 'aboutAMinute' | 'minutes' | 'aboutAnHour' | 'hours' | 'oneDay' | 'days';

/**
 * Spec 03 §9: which step of the wording a time span (ms, either direction) takes, and its count
 * (whole minutes, hours or days). The one rule behind every relative time the blocks show.
 */
export function relativeTimeStep(spanMs: number): { step: RelativeTimeStep; count: number } {
  const span = Math.abs(spanMs);
  if (span < MINUTE_MS) return { step: 'lessThanAMinute', count: 0 };
  if (span < 2 * MINUTE_MS) return { step: 'aboutAMinute', count: 1 };
  if (span < HOUR_MS) return { step: 'minutes', count: Math.floor(span / MINUTE_MS) };
  if (span < 2 * HOUR_MS) return { step: 'aboutAnHour', count: 1 };
  if (span < DAY_MS) return { step: 'hours', count: Math.floor(span / HOUR_MS) };
  if (span < 2 * DAY_MS) return { step: 'oneDay', count: 1 };
  return { step: 'days', count: Math.floor(span / DAY_MS) };
}

/** Spec 03 §9 wording for how long ago `then` was, seen at `now` (both epoch ms). */
export function describeTimeAgo(then: number, now: number): string {
  const { step, count } = relativeTimeStep(Math.max(0, now - then));
  // In the site's language when it supplies one (`time.*` keys), else these en-US words.
  switch (step) {
    case 'lessThanAMinute':
      return timeText('lessThanAMinute');
    case 'aboutAMinute':
      return timeText('aboutAMinute');
    case 'minutes':
      return timeText('minutes', { count });
    case 'aboutAnHour':
      return timeText('aboutAnHour');
    case 'hours':
      return timeText('hours', { count });
    case 'oneDay':
      return timeText('oneDay');
    case 'days':
      return timeText('days', { count });
  }
}

const fullDateFormats = new Map<string, Intl.DateTimeFormat>();

/** A full date in the site's locale (one shared formatter per locale). */
export function formatFullDate(time: number, locale = 'en-US'): string {
  let format = fullDateFormats.get(locale);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });
    } catch {
      format = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });
    }
    fullDateFormats.set(locale, format);
  }
  return format.format(time);
}

/** Spec 02 §9: 'just now' at 0 s, 'about N seconds ago' under 60 s, otherwise a full date. */
export function describeRecentTime(then: number, now: number, locale = 'en-US'): string {
  const seconds = Math.floor(Math.max(0, now - then) / SECOND_MS);
  if (seconds === 0) return timeText('justNow');
  if (seconds < 60) return timeText('aboutSeconds', { count: seconds });
  return formatFullDate(then, locale);
}

/**
 * Keeps a label fresh: calls `render` now and every 5000 ms until stopped, and stops by
 * itself once the label has become a full date (it no longer changes).
 */
export function refreshRelativeTime(
  then: number,
  render: (label: string) => void,
  clock: { now(): number; setInterval(callback: () => void, ms: number): unknown; clearInterval(handle: unknown): void },
  locale = 'en-US',
): () => void {
  let handle: unknown = null;
  const stop = () => {
    if (handle !== null) clock.clearInterval(handle);
    handle = null;
  };
  const tick = () => {
    render(describeRecentTime(then, clock.now(), locale));
    if (clock.now() - then >= MINUTE_MS) stop();
  };
  handle = clock.setInterval(tick, RELATIVE_TIME_REFRESH_MS);
  tick();
  return stop;
}

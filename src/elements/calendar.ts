import { integerAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { Calendar, type CalendarEvents } from '../react/calendar/Calendar.js';
import calendarCss from '../styles/calendar.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * A month calendar of the site's events, the WAI-ARIA date grid pattern: one day is in the tab
 * order; Left/Right move a day, Up/Down a week, Home/End to the week's ends, PageUp/PageDown a month
 * (moving past the month's edge turns the page); Enter, Space or a click selects a day and lists its
 * events under the grid (with no day selected, the month's events are listed). Today has
 * `aria-current="date"`; days with events carry a dot and say "2 events" in their name. Week start and
 * day and month names follow the site's locale; an event's day follows the site's time zone.
 *
 * ```html
 * <ss-calendar collection="tour"></ss-calendar>
 * ```
 *
 * @tag ss-calendar
 * @summary A month calendar of the site's events with keyboard navigation.
 *
 * @attr {collection id} collection - The event collection to show (its id). Default: all events.
 * @attr {`YYYY-MM`} month - The month shown first, as YYYY-MM. Default: current month (site time zone).
 * @attr {text} label - Accessible name of the calendar region. Default: `Events calendar`.
 * @attr {2-6} heading-level - Heading level (2-6) of the month title. Default: 2.
 *
 * @fires ss-calendar-day-select - The visitor selected a day. detail: `{ date, count }` (date as YYYY-MM-DD).
 * @fires ss-calendar-month-change - The visitor moved to another month. detail: `{ month }` (YYYY-MM).
 *
 * @csspart base - The region; `data-state` is `loading`, `ready` or `error`.
 * @csspart header - Month title with the previous/next buttons.
 * @csspart previous - The previous-month button.
 * @csspart next - The next-month button.
 * @csspart title - The month title.
 * @csspart grid - The month grid.
 * @csspart day - A day cell; days with events also have `day-with-events`.
 * @csspart day-with-events - A day holding events.
 * @csspart events - The list under the grid: the selected day's or the month's events.
 * @csspart events-title - Its title.
 * @csspart event - One listed event.
 * @csspart empty - "No events."
 * @csspart error - The load error with its Retry button.
 * @csspart retry - The Retry button.
 *
 * @cssprop --ss-calendar-cell-size - Height of a day cell; the grid always shows 6 weeks, so months never change its height. Default: 2.75rem.
 * @cssprop --ss-calendar-events-height - Height of the event list under the grid (it scrolls when longer). Default: 12rem.
 * @cssprop --ss-color-accent - Selected day, event dots and focus ring colour.
 */
export class SsCalendar extends createBlockElement({
  tag: 'ss-calendar',
  component: Calendar,
  attributes: {
    collection: stringAttribute(''),
    month: stringAttribute(''),
    label: stringAttribute(''),
    'heading-level': integerAttribute(2, { min: 2, max: 6 }),
  },
  styles: [calendarCss],
}) {}

export type { CalendarEvents };
export default SsCalendar;

declare global {
  interface HTMLElementTagNameMap {
    'ss-calendar': SsCalendar;
  }
}

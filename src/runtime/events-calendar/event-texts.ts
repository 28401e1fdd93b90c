import { textLookup } from '../i18n/text-lookup.js';
import { EVENTS_FAILED_MESSAGE } from './events-request.js';

/**
 * Visitor-facing texts of the tour-dates and calendar blocks (catalogue keys `tourDates.*`,
 * `calendar.*`, `events.*` and `events.time.*`), en-US: spec texts verbatim (the failure is
 * chosen in events-request.ts; spec 03 §9 relative time), the rest the product's own wording.
 * Placeholders are `{name}`.
 */
export const TOUR_DATES_TEXTS = Object.freeze({
  label: 'Tour dates',
  empty: 'No upcoming dates.',
  tickets: 'Tickets',
  /** The tickets link's accessible name: where and when. */
  ticketsLabel: 'Tickets: {place}, {date}',
} as const);

export const CALENDAR_TEXTS = Object.freeze({
  label: 'Events calendar',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  dayOneEvent: '{date}, 1 event',
  dayEvents: '{date}, {count} events',
  eventsOnDay: 'Events on {date}',
  eventsInMonth: 'Events in {month}',
  noEvents: 'No events.',
} as const);

export const EVENTS_TEXTS = Object.freeze({
  failed: EVENTS_FAILED_MESSAGE,
  retry: 'Retry',
  soldOut: 'Sold out',
} as const);

/** Spec 03 §9 relative time wording, as spans that the past and future forms wrap. */
export const EVENT_TIME_TEXTS = Object.freeze({
  lessThanAMinute: 'less than a minute',
  aboutAMinute: 'about a minute',
  minutes: '{count} minutes',
  aboutAnHour: 'about an hour',
  hours: '{count} hours',
  oneDay: '1 day',
  days: '{count} days',
  past: '{span} ago',
  future: 'in {span}',
} as const);

export const tourDatesText = /* @__PURE__ */ textLookup('tourDates.', TOUR_DATES_TEXTS);
export const calendarText = /* @__PURE__ */ textLookup('calendar.', CALENDAR_TEXTS);
export const eventsText = /* @__PURE__ */ textLookup('events.', EVENTS_TEXTS);
export const eventTimeText = /* @__PURE__ */ textLookup('events.time.', EVENT_TIME_TEXTS);

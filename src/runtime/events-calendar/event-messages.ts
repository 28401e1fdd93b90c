/**
 * Visitor-facing texts of the tour-dates and calendar blocks (the product's own wording), looked
 * up through siteText (message-catalogue.ts keys `tourDates.*`, `calendar.*`, `events.*`).
 */
export const TOUR_DATES_DEFAULT_LABEL = 'Tour dates';
export const TOUR_DATES_EMPTY_MESSAGE = 'No upcoming dates.';
export const TOUR_DATES_TICKETS_TEXT = 'Tickets';
/** The tickets link's accessible name: where and when. */
export const TOUR_DATES_TICKETS_LABEL = 'Tickets: {place}, {date}';
export const EVENT_SOLD_OUT_TEXT = 'Sold out';
export const EVENTS_RETRY_TEXT = 'Retry';

export const CALENDAR_DEFAULT_LABEL = 'Events calendar';
export const CALENDAR_PREVIOUS_MONTH_LABEL = 'Previous month';
export const CALENDAR_NEXT_MONTH_LABEL = 'Next month';
export const CALENDAR_DAY_ONE_EVENT_LABEL = '{date}, 1 event';
export const CALENDAR_DAY_EVENTS_LABEL = '{date}, {count} events';
export const CALENDAR_EVENTS_ON_DAY_TITLE = 'Events on {date}';
export const CALENDAR_EVENTS_IN_MONTH_TITLE = 'Events in {month}';
export const CALENDAR_NO_EVENTS_MESSAGE = 'No events.';

/** Spec 03 §9 relative time wording, as spans that the past and future forms wrap. */
export const EVENT_TIME_SPANS = Object.freeze({
  lessThanAMinute: 'less than a minute',
  aboutAMinute: 'about a minute',
  minutes: '{count} minutes',
  aboutAnHour: 'about an hour',
  hours: '{count} hours',
  oneDay: '1 day',
  days: '{count} days',
});
export const EVENT_TIME_PAST = '{span} ago';
export const EVENT_TIME_FUTURE = 'in {span}';

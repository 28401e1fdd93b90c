import { integerAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { TourDates, type TourDatesEvents } from '../react/tour-dates/TourDates.js';
import tourDatesCss from '../styles/tour-dates.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * Tour dates block (spec 01 §1 "tour dates"): the upcoming events held by the site API, soonest
 * first, with dates and times in the site's locale and time zone (page context `locale`,
 * `timeZone`), relative wording ("in 3 days", spec 03 §9), ticket links and sold-out marks.
 *
 * @tag ss-tour-dates
 * @summary A list of upcoming events with dates, venues and ticket links.
 *
 * @attr {string} collection - The event collection to list (its id). Default: every event of the site.
 * @attr {number} limit - How many dates to show (1-50). Default: 10.
 * @attr {string} label - Accessible name of the list's region. Default: "Tour dates".
 *
 * @fires ss-tour-dates-ticket-click - The visitor followed a ticket link. detail: `{ id, url, title }`.
 *
 * @csspart base - The region; `data-state` is `loading`, `ready` or `error`.
 * @csspart list - The list of dates.
 * @csspart event - One date; `data-state` is `on-sale` or `sold-out`.
 * @csspart date - The month and day badge.
 * @csspart when - Weekday, time and relative wording.
 * @csspart tickets - The ticket link.
 * @csspart sold-out - The "Sold out" mark.
 * @csspart empty - "No upcoming dates."
 * @csspart error - The load error with its Retry button.
 * @csspart retry - The Retry button.
 *
 * @cssprop --ss-tour-dates-row-height - Height of one row (placeholders reserve it while loading). Default: 4.5rem.
 * @cssprop --ss-color-accent - Ticket button and focus ring colour.
 */
export class SsTourDates extends createBlockElement({
  tag: 'ss-tour-dates',
  component: TourDates,
  attributes: {
    collection: stringAttribute(''),
    limit: integerAttribute(10, { min: 1, max: 50 }),
    label: stringAttribute(''),
  },
  styles: [tourDatesCss],
}) {}

export type { TourDatesEvents };
export default SsTourDates;

declare global {
  interface HTMLElementTagNameMap {
    'ss-tour-dates': SsTourDates;
  }
}

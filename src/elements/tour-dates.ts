import { integerAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { TourDates, type TourDatesEvents } from '../react/tour-dates/TourDates.js';
import tourDatesCss from '../styles/tour-dates.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * The site's upcoming events (spec 01 §1 "tour dates") from the site API, soonest first: a date
 * badge, city and venue, weekday and time in the site's locale and time zone (page context `locale`
 * and `timeZone`), relative wording ("in 3 days", spec 03 §9), and a "Tickets" link (its accessible
 * name says which show: "Tickets: Copenhagen, Vega, Thursday, March 12, 2026") or a "Sold out" mark.
 * Before upgrade and while loading, one row per date of `limit` (up to 10) is reserved; a failure shows "Unable to load. Try again." (spec
 * 03 §8) with a Retry button.
 *
 * ```html
 * <ss-tour-dates collection="tour" limit="6"></ss-tour-dates>
 * ```
 *
 * @tag ss-tour-dates
 * @summary A list of upcoming events with dates, venues and ticket links.
 *
 * @attr {collection id} collection - The event collection to list (its id). Default: all events.
 * @attr {1-50} limit - How many dates to show (1-50). Default: 10.
 * @attr {text} label - Accessible name of the list's region. Default: `Tour dates`.
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

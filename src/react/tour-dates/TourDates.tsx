import { useState } from 'react';
import { dateFormat, relativeTimeWording } from '../../runtime/events-calendar/event-dates.js';
import { readServerEvents } from '../../runtime/events-calendar/events-request.js';
import { renderableHref } from '../../runtime/links/link-rules.js';
import type { BlockProps } from '../block-props.js';
import { useEventsRequest } from '../hooks/use-events-request.js';
import { useVisitorNow } from '../hooks/use-visitor-now.js';
import { EventsError } from '../parts/EventsError.js';
import { siteDateSettings } from '../../runtime/events-calendar/site-date-settings.js';
import { eventsText, tourDatesText } from '../../runtime/events-calendar/event-texts.js';

export interface TourDatesAttributes {
  collection: string;
  limit: number;
  label: string;
}

export interface TourDatesTicketDetail {
  id: string;
  url: string;
  title: string;
}

export interface TourDatesEvents {
  'ss-tour-dates-ticket-click': TourDatesTicketDetail;
}

/** Rows held while loading (and before upgrade, in pre-upgrade.css): the limit, at most 10. */
export const TOUR_DATES_PLACEHOLDER_ROWS = 10;

export function TourDates({ attributes, emit, serverData }: BlockProps<TourDatesAttributes, TourDatesEvents>) {
  // What the server fetched (and drew) is the first state: no loading rows, no second fetch.
  const [fetched] = useState(() => readServerEvents(serverData));
  const { load: state, retry } = useEventsRequest(fetched, { collection: attributes.collection, limit: attributes.limit });
  const { locale, timeZone } = siteDateSettings();
  const now = useVisitorNow(state.status === 'ready' ? state.now : 0);

  const month = dateFormat(locale, timeZone, { month: 'short' });
  const day = dateFormat(locale, timeZone, { day: 'numeric' });
  const when = dateFormat(locale, timeZone, { weekday: 'short', hour: 'numeric', minute: '2-digit' });
  const full = dateFormat(locale, timeZone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

  return (
    <section part="base" className="tour-dates" data-state={state.status} aria-label={attributes.label || tourDatesText('label')} aria-busy={state.status === 'loading'}>
      {state.status === 'loading' ? (
        <ol part="list" className="list" aria-hidden="true">
          {Array.from({ length: Math.min(attributes.limit, TOUR_DATES_PLACEHOLDER_ROWS) }, (_, i) => (
            <li key={i} className="event placeholder" />
          ))}
        </ol>
      ) : null}
      {state.status === 'error' ? <EventsError onRetry={retry} /> : null}
      {state.status === 'ready' && state.events.length === 0 ? (
        <p part="empty" className="empty">
          {tourDatesText('empty')}
        </p>
      ) : null}
      {state.status === 'ready' && state.events.length > 0 ? (
        <ol part="list" className="list">
          {state.events.map((event) => {
            const start = Date.parse(event.startsAt!);
            const place = [event.city, event.venue].filter(Boolean).join(', ') || event.title;
            // The owner's ticket link through the link rules (spec 01 §5): no script, no invalid URL.
            const tickets = renderableHref(event.ticketUrl);
            return (
              <li part="event" className="event" key={event.id} data-state={event.soldOut ? 'sold-out' : 'on-sale'}>
                <time part="date" className="date" dateTime={event.startsAt!}>
                  <span className="month">{month.format(start)}</span>
                  <span className="day">{day.format(start)}</span>
                </time>
                <div className="details">
                  <p className="place">
                    <strong className="city">{event.city ?? event.title}</strong>
                    {event.venue ? <span className="venue"> · {event.venue}</span> : null}
                  </p>
                  <p part="when" className="when">
                    {when.format(start)} · <span className="relative">{relativeTimeWording(start, now)}</span>
                  </p>
                </div>
                {event.soldOut ? (
                  <span part="sold-out" className="sold-out">
                    {eventsText('soldOut')}
                  </span>
                ) : tickets ? (
                  <a
                    part="tickets"
                    className="tickets"
                    href={tickets}
                    aria-label={tourDatesText('ticketsLabel', { place, date: full.format(start) })}
                    onClick={() => emit('ss-tour-dates-ticket-click', { id: event.id, url: tickets, title: event.title })}
                  >
                    {tourDatesText('tickets')}
                  </a>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}

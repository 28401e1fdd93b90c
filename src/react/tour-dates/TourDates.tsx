import { useEffect, useRef, useState } from 'react';
import type { ContentItem } from '../../runtime/collections/content-item.js';
import { dateFormat, relativeTimeWording } from '../../runtime/events-calendar/event-dates.js';
import { EVENTS_FAILED_MESSAGE, readServerEvents, requestEvents } from '../../runtime/events-calendar/events-request.js';
import { clock } from '../../runtime/time/clock.js';
import { renderableHref } from '../../runtime/links/link-rules.js';
import type { BlockProps } from '../block-props.js';
import { siteDateSettings } from './site-dates.js';
import {
  EVENT_SOLD_OUT_TEXT,
  EVENTS_RETRY_TEXT,
  TOUR_DATES_DEFAULT_LABEL,
  TOUR_DATES_EMPTY_MESSAGE,
  TOUR_DATES_TICKETS_LABEL,
  TOUR_DATES_TICKETS_TEXT,
} from '../../runtime/events-calendar/event-messages.js';
import { siteText } from '../../runtime/i18n/site-text.js';

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

export { TOUR_DATES_EMPTY_MESSAGE };
/** Rows held while loading (and before upgrade, in pre-upgrade.css): the limit, at most 10. */
export const TOUR_DATES_PLACEHOLDER_ROWS = 10;

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; events: ContentItem[]; now: number };

export function TourDates({ attributes, emit, serverData }: BlockProps<TourDatesAttributes, TourDatesEvents>) {
  // What the server fetched (and drew) is the first state: no loading rows, no second fetch.
  const [state, setState] = useState<State>(() => {
    const fetched = readServerEvents(serverData);
    return fetched ? { status: 'ready', ...fetched } : { status: 'loading' };
  });
  const fetchedByServer = useRef(state.status === 'ready');
  const [attempt, setAttempt] = useState(0);
  const { locale, timeZone } = siteDateSettings();

  useEffect(() => {
    if (fetchedByServer.current) {
      fetchedByServer.current = false;
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    requestEvents({ collection: attributes.collection, limit: attributes.limit, signal: controller.signal }).then(
      (response) => setState({ status: 'ready', events: response.events, now: clock.now() }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attributes.collection, attributes.limit, attempt]);

  const month = dateFormat(locale, timeZone, { month: 'short' });
  const day = dateFormat(locale, timeZone, { day: 'numeric' });
  const when = dateFormat(locale, timeZone, { weekday: 'short', hour: 'numeric', minute: '2-digit' });
  const full = dateFormat(locale, timeZone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

  return (
    <section part="base" className="tour-dates" data-state={state.status} aria-label={attributes.label || siteText('tourDates.label', TOUR_DATES_DEFAULT_LABEL)} aria-busy={state.status === 'loading'}>
      {state.status === 'loading' ? (
        <ol part="list" className="list" aria-hidden="true">
          {Array.from({ length: Math.min(attributes.limit, TOUR_DATES_PLACEHOLDER_ROWS) }, (_, i) => (
            <li key={i} className="event placeholder" />
          ))}
        </ol>
      ) : null}
      {state.status === 'error' ? (
        <div part="error" className="error" role="alert">
          <p>{siteText('events.failed', EVENTS_FAILED_MESSAGE)}</p>
          <button part="retry" className="retry" type="button" onClick={() => setAttempt((n) => n + 1)}>
            {siteText('events.retry', EVENTS_RETRY_TEXT)}
          </button>
        </div>
      ) : null}
      {state.status === 'ready' && state.events.length === 0 ? (
        <p part="empty" className="empty">
          {siteText('tourDates.empty', TOUR_DATES_EMPTY_MESSAGE)}
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
                    {when.format(start)} · <span className="relative">{relativeTimeWording(start, state.now)}</span>
                  </p>
                </div>
                {event.soldOut ? (
                  <span part="sold-out" className="sold-out">
                    {siteText('events.soldOut', EVENT_SOLD_OUT_TEXT)}
                  </span>
                ) : tickets ? (
                  <a
                    part="tickets"
                    className="tickets"
                    href={tickets}
                    aria-label={siteText('tourDates.ticketsLabel', TOUR_DATES_TICKETS_LABEL, { place, date: full.format(start) })}
                    onClick={() => emit('ss-tour-dates-ticket-click', { id: event.id, url: tickets, title: event.title })}
                  >
                    {siteText('tourDates.tickets', TOUR_DATES_TICKETS_TEXT)}
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

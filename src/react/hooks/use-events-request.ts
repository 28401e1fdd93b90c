import { useEffect, useRef, useState } from 'react';
import type { ContentItem } from '../../runtime/collections/content-item.js';
import { requestEvents, type EventsQuery, type ServerEvents } from '../../runtime/events-calendar/events-request.js';
import { clock } from '../../runtime/time/clock.js';

export type EventsLoad = { status: 'loading' } | { status: 'error' } | { status: 'ready'; events: ContentItem[]; now: number };

/**
 * The events an events block shows (tour dates, calendar): asked of the site API whenever the
 * query changes, the previous request aborted, with the time they arrived (for relative wording).
 * What the server fetched (and drew) is the first state: no loading state, no second request.
 * `retry` asks again after a failure.
 */
export function useEventsRequest(fetched: ServerEvents | null, query: EventsQuery): { load: EventsLoad; retry: () => void } {
  const [load, setLoad] = useState<EventsLoad>(() => (fetched ? { status: 'ready', ...fetched } : { status: 'loading' }));
  const fetchedByServer = useRef(fetched !== null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (fetchedByServer.current) {
      fetchedByServer.current = false;
      return;
    }
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    requestEvents({ ...query, signal: controller.signal }).then(
      (response) => setLoad({ status: 'ready', events: response.events, now: clock.now() }),
      () => {
        if (!controller.signal.aborted) setLoad({ status: 'error' });
      },
    );
    return () => controller.abort();
    // The query's parts, not the object made anew at each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.from, query.to, query.collection, query.limit, attempt]);

  return { load, retry: () => setAttempt((n) => n + 1) };
}

import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useFollowingState } from '../hooks/use-following-state.js';
import { readServerCollectionPage, requestCollectionPage } from '../../runtime/collections/collection-request.js';
import { clock } from '../../runtime/time/clock.js';
import type { CollectionPage, ContentItem } from '../../runtime/collections/content-item.js';
import { pagerPages } from '../../runtime/collections/pagination.js';
import { dateFormat, relativeTimeWording } from '../../runtime/events-calendar/event-dates.js';
import type { BlockProps } from '../block-props.js';
import { siteDateSettings } from '../../runtime/events-calendar/site-date-settings.js';
import { COLLECTION_TEXTS, collectionText } from '../../runtime/collections/collection-texts.js';
import { useVisitorNow } from '../hooks/use-visitor-now.js';

export interface CollectionListAttributes {
  collection: string;
  pageSize: number;
  page: number;
  when: 'upcoming' | 'past';
  label: string;
  headingLevel: number;
}

export interface CollectionListPageChangeDetail {
  page: number;
  totalPages: number;
}

export interface CollectionListEvents {
  'ss-collection-list-page-change': CollectionListPageChangeDetail;
}

/** Item rows whose space is held (also before upgrade, in pre-upgrade.css): the page size, at most 10. */
export const COLLECTION_PLACEHOLDER_ROWS = 10;

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: CollectionPage; now: number };

function ItemDate({ item, locale, timeZone, now }: { item: ContentItem; locale: string; timeZone: string | undefined; now: number }) {
  const iso = item.recordType === 'event' ? item.startsAt : item.publishedAt;
  if (!iso) return null;
  const instant = Date.parse(iso);
  const options: Intl.DateTimeFormatOptions =
    item.recordType === 'event' ? { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' } : { day: 'numeric', month: 'long', year: 'numeric' };
  return (
    <p part="meta" className="meta">
      <time dateTime={iso}>{dateFormat(locale, timeZone, options).format(instant)}</time>
      <span className="relative"> · {relativeTimeWording(instant, now)}</span>
      {item.recordType === 'event' && item.venue ? <span className="venue"> · {[item.venue, item.city].filter(Boolean).join(', ')}</span> : null}
      {item.author ? <span className="author"> · by {item.author}</span> : null}
    </p>
  );
}

export function CollectionList({ attributes, emit, serverData }: BlockProps<CollectionListAttributes, CollectionListEvents>) {
  // What the server fetched (and drew) is the first state: no loading rows, no second fetch.
  const [fetched] = useState(() => readServerCollectionPage(serverData));
  // Follows the `page` attribute when the page changes it.
  const [page, setPage] = useFollowingState(attributes.page, fetched?.data.page ?? attributes.page);
  const [load, setLoad] = useState<Load>(fetched ? { status: 'ready', ...fetched } : { status: 'loading' });
  const fetchedByServer = useRef(fetched !== null);
  const [attempt, setAttempt] = useState(0);
  const focusAfterLoad = useRef(false);
  const list = useRef<HTMLOListElement>(null);
  const { locale, timeZone } = siteDateSettings();
  const now = useVisitorNow(load.status === 'ready' ? load.now : 0);
  const Heading = `h${attributes.headingLevel}` as 'h3';
  const collection = attributes.collection.trim();

  useEffect(() => {
    if (!collection) {
      console.error(`Sitestack: <ss-collection-list>: ${COLLECTION_TEXTS.missing} Set its collection attribute to a collection id.`);
      setLoad({ status: 'error', message: collectionText('missing') });
      return;
    }
    if (fetchedByServer.current) {
      fetchedByServer.current = false;
      return;
    }
    const controller = new AbortController();
    setLoad((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    requestCollectionPage(collection, { page, pageSize: attributes.pageSize, when: attributes.when, signal: controller.signal }).then(
      (data) => {
        setLoad({ status: 'ready', data, now: clock.now() });
        if (data.page !== page) setPage(data.page);
      },
      (error: Error & { status?: number; body?: Record<string, unknown> | null }) => {
        if (controller.signal.aborted) return;
        // An unknown collection is the page's mistake: say which, once, with the site API's words.
        if (error.status === 404) console.error(`Sitestack: <ss-collection-list collection="${collection}">: ${typeof error.body?.error === 'string' ? error.body.error : error.message}`);
        setLoad({ status: 'error', message: collectionText('failed') });
      },
    );
    return () => controller.abort();
  }, [collection, page, setPage, attributes.pageSize, attributes.when, attempt]);

  useEffect(() => {
    if (load.status !== 'ready' || !focusAfterLoad.current) return;
    focusAfterLoad.current = false;
    list.current?.querySelector<HTMLAnchorElement>('a')?.focus();
  }, [load]);

  const goTo = (next: number, totalPages: number) => {
    if (next < 1 || next > totalPages || next === page) return;
    focusAfterLoad.current = true;
    setPage(next);
    emit('ss-collection-list-page-change', { page: next, totalPages });
  };

  if (load.status === 'error') {
    return (
      <section part="base" className="collection-list" data-state="error" aria-label={attributes.label || collectionText('label')}>
        <div part="error" className="error" role="alert">
          <p>{load.message}</p>
          {collection ? (
            <button part="retry" className="button" type="button" onClick={() => setAttempt((n) => n + 1)}>
              Retry
            </button>
          ) : null}
        </div>
      </section>
    );
  }

  const data = load.status === 'ready' ? load.data : null;
  const label = attributes.label || data?.collection.title || collectionText('label');
  const shown = data && data.page === page;

  return (
    <section
      part="base"
      className="collection-list"
      data-state={shown ? 'ready' : 'loading'}
      aria-label={label}
      aria-busy={!shown}
      style={{ '--_ss-collection-list-rows': Math.min(attributes.pageSize, COLLECTION_PLACEHOLDER_ROWS) } as CSSProperties}
    >
      {data && data.items.length === 0 ? (
        <p part="empty" className="empty">
          {data.collection.type === 'events'
            ? attributes.when === 'past'
              ? collectionText('noPastEvents')
              : collectionText('noUpcomingEvents')
            : collectionText('empty')}
        </p>
      ) : null}
      {data && data.items.length > 0 ? (
        <ol part="list" className="list" ref={list}>
          {data.items.map((item) => (
            <li part="item" className="item" key={item.id} data-record-type={item.recordType}>
              <article>
                <Heading part="title" className="title">
                  <a href={item.url}>{item.title}</a>
                </Heading>
                <ItemDate item={item} locale={locale} timeZone={timeZone} now={now} />
                {item.excerpt ? (
                  <p part="excerpt" className="excerpt">
                    {item.excerpt}
                  </p>
                ) : null}
                {item.tags.length > 0 ? (
                  <ul part="tags" className="tags" aria-label={collectionText('tags')}>
                    {item.tags.map((tag) => (
                      <li key={tag}>{tag}</li>
                    ))}
                  </ul>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      ) : null}
      {!data ? <div className="list placeholder" aria-hidden="true" /> : null}
      {!data || data.totalPages <= 1 ? <div className="pager-space" aria-hidden="true" /> : null}
      {data && data.totalPages > 1 ? (
        <nav part="pager" className="pager" aria-label={collectionText('pages')}>
          <button part="previous" className="button" type="button" disabled={page <= 1} onClick={() => goTo(page - 1, data.totalPages)}>
            {collectionText('previousPage')}
          </button>
          <ul className="pages">
            {pagerPages(page, data.totalPages).map((number, i) =>
              number === null ? (
                <li key={`gap-${i}`} className="gap" aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={number}>
                  <button
                    part={number === page ? 'page page-current' : 'page'}
                    className="page"
                    type="button"
                    aria-current={number === page ? 'page' : undefined}
                    aria-label={collectionText('page', { number })}
                    onClick={() => goTo(number, data.totalPages)}
                  >
                    {number}
                  </button>
                </li>
              ),
            )}
          </ul>
          <button part="next" className="button" type="button" disabled={page >= data.totalPages} onClick={() => goTo(page + 1, data.totalPages)}>
            {collectionText('nextPage')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}

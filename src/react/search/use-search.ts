import { useEffect, useRef, useState } from 'react';
import { useEarlyFormValues } from '../hooks/use-early-form-values.js';
import { SEARCH_PREVIEW_DEBOUNCE_MS, SEARCH_PREVIEW_LIMIT, SEARCH_PREVIEW_MIN_LENGTH, previewAnnouncement, searchSummary, searchTerms, type SearchResult } from '../../runtime/search/search-query.js';
import { trackSiteSearch } from '../../runtime/search/search-analytics.js';
import { readServerSearch, requestSearch } from '../../runtime/search/search-request.js';
import type { SearchAttributes } from './Search.js';
import { searchText } from '../../runtime/search/search-texts.js';
import { clock, type TimerHandle } from '../../runtime/time/clock.js';

export type SearchStatus = 'idle' | 'loading' | 'results' | 'empty' | 'error';

function initialQuery(mode: SearchAttributes['mode']): string {
  if (mode !== 'page') return '';
  try {
    return new URLSearchParams(location.search).get('q') ?? '';
  } catch {
    return '';
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The search's state: the query, the results and the status, the preview searched as the
 * visitor types (debounced) and the page's search run at start, each request cancelling the last.
 */
/** What the visitor typed into the server-drawn field before the block's code arrived. */
const readTypedQuery = (root: ShadowRoot) => root.querySelector<HTMLInputElement>('input[part~="input"]')?.value ?? '';

export function useSearch(attributes: SearchAttributes, serverData: unknown, host?: HTMLElement) {
  const pageMode = attributes.mode === 'page';
  // A search page the server drew: the address's query and its results are the first state (the
  // server read the address; no second search).
  const [fetched] = useState(() => (pageMode ? readServerSearch(serverData) : null));
  const first = fetched?.response ?? null;
  const [query, setQuery] = useState(() => fetched?.query ?? initialQuery(attributes.mode));
  const [results, setResults] = useState<SearchResult[]>(() => first?.results ?? []);
  const [total, setTotal] = useState(() => first?.total ?? 0);
  const [searched, setSearched] = useState(() => (first ? fetched!.query : ''));
  const [status, setStatus] = useState<SearchStatus>(() => (first ? (first.results.length > 0 ? 'results' : 'empty') : 'idle'));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState(() => (first ? searchSummary(first.total, fetched!.query) : ''));
  const pending = useRef<AbortController | null>(null);
  const timer = useRef<TimerHandle | null>(null);
  const resultLinks = useRef<Array<HTMLAnchorElement | null>>([]);
  const focusIndex = useRef<number | null>(null);

  const cancelPending = () => {
    if (timer.current) clock.clearTimeout(timer.current);
    timer.current = null;
    pending.current?.abort();
    pending.current = null;
  };
  useEffect(() => cancelPending, []);

  /** Asks the site API; `append` adds the next page (page mode). */
  const run = (text: string, options: { limit: number; offset?: number; append?: boolean; track?: boolean }) => {
    cancelPending();
    const controller = new AbortController();
    pending.current = controller;
    setStatus('loading');
    requestSearch(text, { limit: options.limit, offset: options.offset ?? 0, types: attributes.types, signal: controller.signal }).then(
      (response) => {
        if (controller.signal.aborted) return;
        pending.current = null;
        const next = options.append ? [...results, ...response.results] : response.results;
        setResults(next);
        setTotal(response.total);
        setSearched(text);
        setStatus(next.length > 0 ? 'results' : 'empty');
        setActive(-1);
        setAnnouncement(pageMode ? searchSummary(response.total, text) : previewAnnouncement(response.results.length, text));
        if (options.track) trackSiteSearch(text, response.total);
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        pending.current = null;
        setStatus('error');
        setResults(options.append ? results : []);
        setAnnouncement(searchText('failed'));
      },
    );
  };

  // Page mode: the query in the address is searched at start.
  useEffect(() => {
    if (first) trackSiteSearch(query, first.total);
    else if (pageMode && searchTerms(query).length > 0) run(query, { limit: attributes.pageSize, track: true });
    // Only at start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Text typed before the code arrived is not lost: it is searched as if typed now.
  useEarlyFormValues(host, readTypedQuery, (typed) => {
    if (typed && typed !== query) onInput(typed);
  });

  useEffect(() => {
    if (focusIndex.current === null) return;
    resultLinks.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [results]);

  const onInput = (text: string) => {
    setQuery(text);
    if (pageMode) return;
    cancelPending();
    if (text.trim().length < SEARCH_PREVIEW_MIN_LENGTH || searchTerms(text).length === 0) {
      setOpen(false);
      setResults([]);
      setStatus('idle');
      setAnnouncement('');
      return;
    }
    setOpen(true);
    timer.current = clock.setTimeout(() => run(text, { limit: SEARCH_PREVIEW_LIMIT }), SEARCH_PREVIEW_DEBOUNCE_MS);
  };
  return {
    query,
    results,
    total,
    searched,
    status,
    open,
    setOpen,
    active,
    setActive,
    announcement,
    resultLinks,
    focusIndex,
    cancelPending,
    run,
    onInput,
  };
}

import { Fragment, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  SEARCH_PREVIEW_DEBOUNCE_MS,
  SEARCH_PREVIEW_LIMIT,
  SEARCH_PREVIEW_MIN_LENGTH,
  highlightTerms,
  nextActiveOption,
  previewAnnouncement,
  recordTypeLabel,
  searchPageUrl,
  searchSummary,
  searchTerms,
  snippetSegments,
  type SearchResult,
  type SnippetSegment,
} from '../../runtime/search/search-query.js';
import { trackSiteSearch } from '../../runtime/search/search-analytics.js';
import { readServerSearch, requestSearch } from '../../runtime/search/search-request.js';
import type { BlockProps } from '../block-props.js';
import { searchText } from '../../runtime/search/search-texts.js';

export interface SearchAttributes {
  mode: 'preview' | 'page';
  action: string;
  label: string;
  placeholder: string;
  types: string;
  pageSize: number;
}

export interface SearchSubmitDetail {
  query: string;
}

export interface SearchSelectDetail {
  query: string;
  /** Where the visitor is going: a result's URL, or the search page. */
  url: string;
  /** The chosen preview result; -1 for "See all results". */
  index: number;
}

export interface SearchEvents {
  'ss-search-submit': SearchSubmitDetail;
  'ss-search-select': SearchSelectDetail;
}

type Status = 'idle' | 'loading' | 'results' | 'empty' | 'error';

function Highlighted({ segments }: { segments: SnippetSegment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.match ? (
          <mark part="match" key={i}>
            {segment.text}
          </mark>
        ) : (
          <Fragment key={i}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}

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

export function Search({ attributes, emit, serverData }: BlockProps<SearchAttributes, SearchEvents>) {
  const pageMode = attributes.mode === 'page';
  // A search page the server drew: the address's query and its results are the first state (the
  // server read the address; no second search).
  const [fetched] = useState(() => (pageMode ? readServerSearch(serverData) : null));
  const first = fetched?.response ?? null;
  const [query, setQuery] = useState(() => fetched?.query ?? initialQuery(attributes.mode));
  const [results, setResults] = useState<SearchResult[]>(() => first?.results ?? []);
  const [total, setTotal] = useState(() => first?.total ?? 0);
  const [searched, setSearched] = useState(() => (first ? fetched!.query : ''));
  const [status, setStatus] = useState<Status>(() => (first ? (first.results.length > 0 ? 'results' : 'empty') : 'idle'));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState(() => (first ? searchSummary(first.total, fetched!.query) : ''));
  const pending = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const resultLinks = useRef<Array<HTMLAnchorElement | null>>([]);
  const focusIndex = useRef<number | null>(null);
  const id = useId();
  const listId = `${id}-preview`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const previewOptions = results.length > 0 ? results.length + 1 : 0;

  const cancelPending = () => {
    if (timer.current) clearTimeout(timer.current);
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
    timer.current = setTimeout(() => run(text, { limit: SEARCH_PREVIEW_LIMIT }), SEARCH_PREVIEW_DEBOUNCE_MS);
  };

  const go = (url: string, index: number) => {
    if (!emit('ss-search-select', { query, url, index }, { cancelable: true })) return;
    setOpen(false);
    location.assign(url);
  };

  const choose = (index: number) => {
    if (index < results.length) go(results[index]!.url, index);
    else go(searchPageUrl(query, attributes.action), -1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (searchTerms(text).length === 0) {
      input.current?.focus();
      return;
    }
    if (!emit('ss-search-submit', { query: text }, { cancelable: true })) return;
    if (pageMode) {
      try {
        history.replaceState(history.state, '', searchPageUrl(text, location.pathname));
      } catch {
        // A sandboxed frame may refuse history changes; the results still show.
      }
      run(text, { limit: attributes.pageSize, track: true });
      return;
    }
    cancelPending();
    setOpen(false);
    location.assign(searchPageUrl(text, attributes.action));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (pageMode) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open && previewOptions > 0) setOpen(true);
      const next = nextActiveOption(active, event.key, previewOptions);
      if (next !== null) setActive(next);
      event.preventDefault();
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open) {
        setOpen(false);
        setActive(-1);
      } else onInput('');
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const previewShown = !pageMode && open && (status === 'results' || status === 'empty' || status === 'error');
  const listShown = previewShown && results.length > 0;

  return (
    <div part="base" className="search" data-state={status} data-mode={attributes.mode}>
      <form part="form" className="form" role="search" aria-label={attributes.label || searchText('label')} onSubmit={submit} action={attributes.action} method="get">
        <div className="field">
          <input
            ref={input}
            part="input"
            className="input"
            type="search"
            name="q"
            aria-label={attributes.label || searchText('label')}
            placeholder={attributes.placeholder || searchText('placeholder')}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => onInput(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            onFocus={() => {
              if (!pageMode && results.length > 0) setOpen(true);
            }}
            {...(pageMode
              ? {}
              : {
                  role: 'combobox',
                  'aria-autocomplete': 'list' as const,
                  'aria-expanded': listShown,
                  'aria-controls': listId,
                  'aria-activedescendant': listShown && active >= 0 ? optionId(active) : undefined,
                })}
          />
          {!pageMode ? (
            <ul part="preview" className="preview" id={listId} role="listbox" aria-label={searchText('suggestionsLabel')} hidden={!listShown}>
              {listShown
                ? [
                    ...results.map((result, i) => (
                      <li
                        key={result.id}
                        id={optionId(i)}
                        part={i === active ? 'option option-active' : 'option'}
                        className="option"
                        role="option"
                        aria-selected={i === active}
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => choose(i)}
                      >
                        <span className="option-title">
                          <Highlighted segments={highlightTerms(result.title, searched)} />
                        </span>
                        <span className="option-meta">{result.collectionTitle ?? recordTypeLabel(result.recordType)}</span>
                      </li>
                    )),
                    <li
                      key="all"
                      id={optionId(results.length)}
                      part={active === results.length ? 'option option-all option-active' : 'option option-all'}
                      className="option option-all"
                      role="option"
                      aria-selected={active === results.length}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(results.length)}
                    >
                      {searchText('seeAll', { query: searched.trim() })}
                    </li>,
                  ]
                : null}
            </ul>
          ) : null}
          {previewShown && status !== 'results' ? (
            <p part={status === 'error' ? 'preview-message error' : 'preview-message'} className="preview-message">
              {status === 'error' ? searchText('failed') : searchSummary(0, searched)}
            </p>
          ) : null}
        </div>
        <button part="submit" className="submit" type="submit">
          {searchText('submit')}
        </button>
      </form>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      {pageMode && status !== 'idle' ? (
        <section part="results" className="results" aria-label={searchText('resultsLabel')} aria-busy={status === 'loading'}>
          {status === 'error' ? (
            <p part="error" className="error">
              {searchText('failed')}
            </p>
          ) : status === 'loading' && results.length === 0 ? (
            <p part="summary" className="summary">
              {searchText('searching')}
            </p>
          ) : (
            <p part="summary" className="summary">
              {searchSummary(total, searched)}
            </p>
          )}
          {results.length > 0 ? (
            <ol className="result-list">
              {results.map((result, i) => (
                <li part="result" className="result" key={result.id}>
                  <a
                    part="result-link"
                    className="result-link"
                    href={result.url}
                    ref={(link) => {
                      resultLinks.current[i] = link;
                    }}
                  >
                    <Highlighted segments={highlightTerms(result.title, searched)} />
                  </a>
                  <span className="result-meta">{result.collectionTitle ?? recordTypeLabel(result.recordType)}</span>
                  <p part="snippet" className="snippet">
                    <Highlighted segments={snippetSegments(result.snippet)} />
                  </p>
                </li>
              ))}
            </ol>
          ) : null}
          {results.length > 0 && results.length < total ? (
            <button
              part="more"
              className="more"
              type="button"
              disabled={status === 'loading'}
              onClick={() => {
                focusIndex.current = results.length;
                run(searched, { limit: attributes.pageSize, offset: results.length, append: true });
              }}
            >
              {searchText('showMore')}
            </button>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

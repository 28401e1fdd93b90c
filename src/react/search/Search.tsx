import { useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { nextActiveOption, searchPageUrl, searchTerms } from '../../runtime/search/search-query.js';
import type { BlockProps } from '../block-props.js';
import { SearchPreview } from './SearchPreview.js';
import { SearchResults } from './SearchResults.js';
import { useSearch } from './use-search.js';
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

export function Search({ host, attributes, emit, serverData }: BlockProps<SearchAttributes, SearchEvents>) {
  const pageMode = attributes.mode === 'page';
  const { query, results, total, searched, status, open, setOpen, active, setActive, announcement, resultLinks, focusIndex, cancelPending, run, onInput } = useSearch(attributes, serverData, host);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-preview`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const previewOptions = results.length > 0 ? results.length + 1 : 0;

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
            <SearchPreview listId={listId} optionId={optionId} results={results} searched={searched} status={status} active={active} previewShown={previewShown} listShown={listShown} choose={choose} />
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
        <SearchResults
          results={results}
          total={total}
          searched={searched}
          status={status}
          resultLinks={resultLinks}
          showMore={() => {
            focusIndex.current = results.length;
            run(searched, { limit: attributes.pageSize, offset: results.length, append: true });
          }}
        />
      ) : null}
    </div>
  );
}

import type { RefObject } from 'react';
import { highlightTerms, recordTypeLabel, searchSummary, snippetSegments, type SearchResult } from '../../runtime/search/search-query.js';
import { Highlighted } from './Highlighted.js';
import type { SearchStatus } from './use-search.js';
import { searchText } from '../../runtime/search/search-texts.js';

interface SearchResultsProps {
  results: SearchResult[];
  total: number;
  searched: string;
  status: SearchStatus;
  resultLinks: RefObject<Array<HTMLAnchorElement | null>>;
  showMore: () => void;
}

/** The search page's results: the summary, the list with marked terms and snippets, "Show more". */
export function SearchResults({ results, total, searched, status, resultLinks, showMore }: SearchResultsProps) {
  return (
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
          onClick={showMore}
        >
          {searchText('showMore')}
        </button>
      ) : null}
    </section>
  );
}

import { highlightTerms, recordTypeLabel, searchSummary, type SearchResult } from '../../runtime/search/search-query.js';
import { Highlighted } from './Highlighted.js';
import type { SearchStatus } from './use-search.js';
import { searchText } from '../../runtime/search/search-texts.js';

interface SearchPreviewProps {
  listId: string;
  optionId: (index: number) => string;
  results: SearchResult[];
  searched: string;
  status: SearchStatus;
  active: number;
  previewShown: boolean;
  listShown: boolean;
  choose: (index: number) => void;
}

/** The preview under the input: a listbox of results and "See all results", or its one-line message. */
export function SearchPreview({ listId, optionId, results, searched, status, active, previewShown, listShown, choose }: SearchPreviewProps) {
  return (
    <>
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
      {previewShown && status !== 'results' ? (
        <p part={status === 'error' ? 'preview-message error' : 'preview-message'} className="preview-message">
          {status === 'error' ? searchText('failed') : searchSummary(0, searched)}
        </p>
      ) : null}
    </>
  );
}

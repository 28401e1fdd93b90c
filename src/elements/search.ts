import { enumAttribute, integerAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { SEARCH_MAX_LIMIT, SEARCH_PAGE_PATH, SEARCH_PAGE_SIZE } from '../runtime/search/search-query.js';
import { Search, type SearchEvents } from '../react/search/Search.js';
import searchCss from '../styles/search.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * Site search over the pages and items held by the site API (a Postgres full-text query with English
 * stemming; the last word matches as a prefix while typing; title matches rank above excerpt and body
 * matches; only published items). Two modes:
 *
 * - `preview` (default): a search field with a suggestion dropdown, the WAI-ARIA combobox pattern
 *   with a listbox popup. From 2 characters, 200 ms after the last keystroke, up to 5 suggestions show
 *   with the typed words highlighted, plus "See all results for “…”". Down/Up move through them
 *   (wrapping; focus stays in the field, `aria-activedescendant` follows), Enter opens the chosen one
 *   (or, with none chosen, the search page), Escape closes the list and a second Escape clears the
 *   field. A polite live region announces the number of suggestions.
 * - `page`: the search page (spec 01 §2: `/search`, which is excluded from pageview tracking). It
 *   searches the address's `?q=`, lists results with highlighted titles and snippets, and "Show more
 *   results" appends the next page and moves focus to the first new result. A new search updates the
 *   address without leaving the page and is recorded as a site-search analytics event (type 2).
 *   The reference server serves `demo/search.html` at `/search`.
 *
 * A failed request shows "Unable to load results" (spec 03 §8). Put a plain form inside for visitors
 * without script; it also keeps the field's space before upgrade:
 *
 * ```html
 * <ss-search placeholder="Search the site">
 *   <form action="/search"><input type="search" name="q" aria-label="Search site"><button>Search</button></form>
 * </ss-search>
 *
 * <!-- on /search -->
 * <ss-search mode="page"></ss-search>
 * ```
 *
 * @tag ss-search
 * @summary Site search: a field with a live suggestion dropdown, or the full search results page.
 *
 * @attr {`preview`, `page`} mode - `preview`: field with suggestions; `page`: the search page's field and results. Default: `preview`.
 * @attr {path} action - Path of the search page. Default: `/search`.
 * @attr {text} label - Accessible name of the search field and landmark. Default: `Search site`.
 * @attr {text} placeholder - Placeholder of the field. Default: `Search`.
 * @attr {comma-separated record types} types - Comma-separated record types to search (page, text, event, audio, image, video, portfolio-item). Default: all.
 * @attr {1-50} page-size - Results per page in page mode (1-50). Default: 10.
 *
 * @fires ss-search-submit - The visitor submitted a search. Cancelable (stops going to the search page). detail: `{ query }`.
 * @fires ss-search-select - The visitor chose a suggestion or "See all results". Cancelable (stops the navigation). detail: `{ query, url, index }`.
 *
 * @csspart base - The block; `data-state` is `idle`, `loading`, `results`, `empty` or `error`; `data-mode` is the mode.
 * @csspart form - The search form (role search).
 * @csspart input - The search field.
 * @csspart submit - The Search button.
 * @csspart preview - The suggestion list.
 * @csspart option - One suggestion; the active one also has `option-active`, the last `option-all`.
 * @csspart option-active - The suggestion chosen with the arrow keys.
 * @csspart option-all - The "See all results" suggestion.
 * @csspart preview-message - "No results" or the error under the field.
 * @csspart results - The results section (page mode).
 * @csspart summary - "12 results for “tide”".
 * @csspart result - One result.
 * @csspart result-link - A result's title link.
 * @csspart snippet - A result's excerpt.
 * @csspart match - A highlighted match.
 * @csspart more - The "Show more results" button.
 * @csspart error - The error message in page mode.
 *
 * @cssprop --ss-search-field-height - Height of the field row (also reserved before upgrade). Default: 2.75rem.
 * @cssprop --ss-search-match-background - Background of highlighted matches. Default: #fff3a3.
 * @cssprop --ss-color-accent - Focus ring and button colour.
 * @cssprop --ss-color-surface - Dropdown background. Default: Canvas.
 */
export class SsSearch extends createBlockElement({
  tag: 'ss-search',
  component: Search,
  attributes: {
    mode: enumAttribute(['preview', 'page'] as const, 'preview'),
    action: stringAttribute(SEARCH_PAGE_PATH),
    label: stringAttribute(''),
    placeholder: stringAttribute(''),
    types: stringAttribute(''),
    'page-size': integerAttribute(SEARCH_PAGE_SIZE, { min: 1, max: SEARCH_MAX_LIMIT }),
  },
  styles: [searchCss],
}) {}

export type { SearchEvents };
export default SsSearch;

declare global {
  interface HTMLElementTagNameMap {
    'ss-search': SsSearch;
  }
}

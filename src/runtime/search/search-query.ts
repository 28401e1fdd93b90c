import { siteText } from '../i18n/site-text.js';
/**
 * Site search rules shared by the search block and the site API (spec 01 §2 search page and search
 * preview): how a visitor's text becomes a full-text query, the limits, and how a highlighted
 * snippet travels as plain text segments (never HTML).
 */

/** Longest query the site API accepts. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** At most this many words are searched; the rest are ignored. */
export const SEARCH_MAX_TERMS = 8;
/** Results in the preview dropdown. */
export const SEARCH_PREVIEW_LIMIT = 5;
/** Results per search page. */
export const SEARCH_PAGE_SIZE = 10;
/** Largest page size the site API returns. */
export const SEARCH_MAX_LIMIT = 50;
/** The preview waits this long after the last keystroke before asking. */
export const SEARCH_PREVIEW_DEBOUNCE_MS = 200;
/** The preview asks only from this many characters. */
export const SEARCH_PREVIEW_MIN_LENGTH = 2;

/** Marks around a match inside a snippet, as the server writes them (control characters never in content). */
export const SNIPPET_MATCH_START = '\u0002';
export const SNIPPET_MATCH_END = '\u0003';

/** The words of a query: letters and digits in any script, lower-cased, at most SEARCH_MAX_TERMS, no repeats. */
export function searchTerms(query: string): string[] {
  const words = query.toLowerCase().slice(0, SEARCH_QUERY_MAX_LENGTH).match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, SEARCH_MAX_TERMS);
}

/**
 * A Postgres `to_tsquery` text matching every word, the last as a prefix (the visitor may still be
 * typing it). Built only from letters and digits, so no operator a visitor types reaches Postgres.
 * Null when the query has no word.
 */
export function prefixTsQuery(query: string): string | null {
  const terms = searchTerms(query);
  if (terms.length === 0) return null;
  return terms.map((term, i) => (i === terms.length - 1 ? `${term}:*` : term)).join(' & ');
}

export interface SnippetSegment {
  text: string;
  match: boolean;
}

/** Splits a snippet with match marks into segments; stray marks are dropped. */
export function snippetSegments(snippet: string): SnippetSegment[] {
  const segments: SnippetSegment[] = [];
  let match = false;
  let text = '';
  const flush = () => {
    if (text) {
      const last = segments[segments.length - 1];
      if (last && last.match === match) last.text += text;
      else segments.push({ text, match });
    }
    text = '';
  };
  for (const char of snippet) {
    if (char === SNIPPET_MATCH_START || char === SNIPPET_MATCH_END) {
      flush();
      match = char === SNIPPET_MATCH_START;
    } else text += char;
  }
  flush();
  return segments;
}

/** Splits a title into segments marking where the query's words occur (word starts, any case). */
export function highlightTerms(text: string, query: string): SnippetSegment[] {
  const terms = searchTerms(query).sort((a, b) => b.length - a.length);
  if (terms.length === 0 || text === '') return text ? [{ text, match: false }] : [];
  const escaped = terms.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})`, 'giu');
  const segments: SnippetSegment[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    if (found.index > last) segments.push({ text: text.slice(last, found.index), match: false });
    segments.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}

/** One search hit as the site API returns it. */
export interface SearchResult {
  id: string;
  title: string;
  url: string;
  /** Spec 01 §3 record types, plus "page". */
  recordType: string;
  collectionTitle: string | null;
  /** The excerpt around the matches, match-marked (see snippetSegments). */
  snippet: string;
  publishedAt: string | null;
}

export interface SearchResponse {
  query: string;
  total: number;
  offset: number;
  limit: number;
  results: SearchResult[];
}

/** spec 01 §2: the search page lives at /search (it is excluded from pageview tracking). */
export const SEARCH_PAGE_PATH = '/search';

/** The search page URL for a query. */
export function searchPageUrl(query: string, path: string = SEARCH_PAGE_PATH): string {
  return `${path}?q=${encodeURIComponent(query.trim())}`;
}

export const SEARCH_NO_RESULTS_MESSAGE = 'No results for “{query}”';
export const SEARCH_ONE_RESULT_MESSAGE = '1 result for “{query}”';
export const SEARCH_RESULTS_MESSAGE = '{count} results for “{query}”';
export const SEARCH_ONE_SUGGESTION_MESSAGE = '1 suggestion for “{query}”. Use the up and down arrow keys to choose.';
export const SEARCH_SUGGESTIONS_MESSAGE = '{count} suggestions for “{query}”. Use the up and down arrow keys to choose.';

/** What the results area says (through siteText: `search.*` keys). */
export function searchSummary(total: number, query: string): string {
  const params = { count: total, query: query.trim() };
  if (total === 0) return siteText('search.noResults', SEARCH_NO_RESULTS_MESSAGE, params);
  return total === 1 ? siteText('search.oneResult', SEARCH_ONE_RESULT_MESSAGE, params) : siteText('search.results', SEARCH_RESULTS_MESSAGE, params);
}

/** What a result's kind is called next to it (spec 01 §3 record types). */
export const RECORD_TYPE_LABELS = Object.freeze({
  page: 'Page',
  text: 'Blog post',
  event: 'Event',
  audio: 'Audio',
  image: 'Image',
  video: 'Video',
  portfolioItem: 'Portfolio',
});

/** What a result's kind is called next to it (spec 01 §3 record types), in the site's language. */
export function recordTypeLabel(recordType: string): string {
  switch (recordType) {
    case 'text':
      return siteText('search.type.text', RECORD_TYPE_LABELS.text);
    case 'event':
      return siteText('search.type.event', RECORD_TYPE_LABELS.event);
    case 'audio':
      return siteText('search.type.audio', RECORD_TYPE_LABELS.audio);
    case 'image':
      return siteText('search.type.image', RECORD_TYPE_LABELS.image);
    case 'video':
      return siteText('search.type.video', RECORD_TYPE_LABELS.video);
    case 'portfolio-item':
      return siteText('search.type.portfolioItem', RECORD_TYPE_LABELS.portfolioItem);
    default:
      return siteText('search.type.page', RECORD_TYPE_LABELS.page);
  }
}

/** What a screen reader hears when the preview changes. */
export function previewAnnouncement(count: number, query: string): string {
  if (count === 0) return searchSummary(0, query);
  const params = { count, query: query.trim() };
  return count === 1 ? siteText('search.oneSuggestion', SEARCH_ONE_SUGGESTION_MESSAGE, params) : siteText('search.suggestions', SEARCH_SUGGESTIONS_MESSAGE, params);
}

/** The next active option of a listbox of `count` options after `key` (wrapping); null for other keys. */
export function nextActiveOption(active: number, key: string, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  if (key === 'ArrowUp') return active <= 0 ? count - 1 : active - 1;
  return null;
}

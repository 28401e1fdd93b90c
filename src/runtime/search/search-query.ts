import { searchText, searchTypeText } from './search-texts.js';
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

/** What the results area says (in the site's language). */
export function searchSummary(total: number, query: string): string {
  const params = { count: total, query: query.trim() };
  if (total === 0) return searchText('noResults', params);
  return total === 1 ? searchText('oneResult', params) : searchText('results', params);
}

/** What a result's kind is called next to it (spec 01 §3 record types), in the site's language. */
export function recordTypeLabel(recordType: string): string {
  switch (recordType) {
    case 'text':
      return searchTypeText('text');
    case 'event':
      return searchTypeText('event');
    case 'audio':
      return searchTypeText('audio');
    case 'image':
      return searchTypeText('image');
    case 'video':
      return searchTypeText('video');
    case 'portfolio-item':
      return searchTypeText('portfolioItem');
    default:
      return searchTypeText('page');
  }
}

/** What a screen reader hears when the preview changes. */
export function previewAnnouncement(count: number, query: string): string {
  if (count === 0) return searchSummary(0, query);
  const params = { count, query: query.trim() };
  return count === 1 ? searchText('oneSuggestion', params) : searchText('suggestions', params);
}

/** The next active option of a listbox of `count` options after `key` (wrapping); null for other keys. */
export function nextActiveOption(active: number, key: string, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  if (key === 'ArrowUp') return active <= 0 ? count - 1 : active - 1;
  return null;
}

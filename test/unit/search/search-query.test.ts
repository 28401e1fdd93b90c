import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPage, pagerPages, totalPagesFor } from '../../../src/runtime/collections/pagination.js';
import {
  SEARCH_MAX_TERMS,
  SEARCH_PAGE_PATH,
  highlightTerms,
  prefixTsQuery,
  searchPageUrl,
  searchSummary,
  searchTerms,
  snippetSegments,
} from '../../../src/runtime/search/search-query.js';

describe('search query rules', () => {
  it('keeps only words (letters and digits of any script), lower-cased, without repeats', () => {
    expect(searchTerms("  Harbour LIGHTS & harbour's tide!! ")).toEqual(['harbour', 'lights', 's', 'tide']);
    expect(searchTerms('日本 ünïcödé')).toEqual(['日本', 'ünïcödé']);
    expect(searchTerms(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '))).toHaveLength(SEARCH_MAX_TERMS);
  });

  it('builds a tsquery matching every word, the last as a prefix', () => {
    expect(prefixTsQuery('salt roa')).toBe('salt & roa:*');
    expect(prefixTsQuery('   ')).toBeNull();
    expect(prefixTsQuery('!&|():*')).toBeNull();
  });

  it('never lets tsquery syntax through, whatever the visitor types (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const query = prefixTsQuery(text);
        return query === null || /^[\p{L}\p{N}]+( & [\p{L}\p{N}]+)*:\*$/u.test(query);
      }),
    );
  });

  it('splits a match-marked snippet into segments and drops stray marks', () => {
    expect(snippetSegments('Toast with \u0002marmalade\u0003 and butter')).toEqual([
      { text: 'Toast with ', match: false },
      { text: 'marmalade', match: true },
      { text: ' and butter', match: false },
    ]);
    expect(snippetSegments('\u0003a\u0002b')).toEqual([
      { text: 'a', match: false },
      { text: 'b', match: true },
    ]);
  });

  it('keeps every character of a snippet except the marks (property)', () => {
    fc.assert(fc.property(fc.string(), (text) => snippetSegments(text).map((s) => s.text).join('') === text.replace(/[\u0002\u0003]/g, '')));
  });

  it('highlights query words at word starts in titles, case-insensitively', () => {
    expect(highlightTerms('Recording Salt Roads', 'salt rec')).toEqual([
      { text: 'Rec', match: true },
      { text: 'ording ', match: false },
      { text: 'Salt', match: true },
      { text: ' Roads', match: false },
    ]);
    expect(highlightTerms('Basalt', 'salt')).toEqual([{ text: 'Basalt', match: false }]);
    expect(highlightTerms('C++ (advanced)', 'c++ (')).toEqual([
      { text: 'C', match: true },
      { text: '++ (advanced)', match: false },
    ]);
  });

  // spec 01 §2 search page at /search
  it('links to the search page at /search', () => {
    expect(SEARCH_PAGE_PATH).toBe('/search');
    expect(searchPageUrl(' salt & tide ')).toBe('/search?q=salt%20%26%20tide');
  });

  it('summarises the results', () => {
    expect(searchSummary(0, 'zeppelin ')).toBe('No results for “zeppelin”');
    expect(searchSummary(1, 'tide')).toBe('1 result for “tide”');
    expect(searchSummary(12, 'tide')).toBe('12 results for “tide”');
  });
});

describe('collection pages', () => {
  it('clamps a page into range', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(totalPagesFor(0, 10)).toBe(1);
    expect(totalPagesFor(21, 10)).toBe(3);
  });

  it('shows first, last and neighbours with gaps', () => {
    expect(pagerPages(1, 1)).toEqual([1]);
    expect(pagerPages(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pagerPages(2, 4)).toEqual([1, 2, 3, 4]);
  });
});

import { describe, expect, it } from 'vitest';
import { siteSearchFields } from '../../../src/runtime/search/search-analytics.js';
import { nextActiveOption, previewAnnouncement, recordTypeLabel } from '../../../src/runtime/search/search-query.js';

describe('site search analytics', () => {
  // spec 03 §3 analytics event types: site search 2
  it('records a search as event type 2 with the query and the number of results', () => {
    expect(siteSearchFields('  salt roads ', 7)).toEqual({
      actor: 'visitor',
      action: 'search',
      event_source: 'WEB',
      object_type: 'search',
      object_display_name: 'salt roads',
      object_value: 7,
      product_area: 'search',
      event_type: 2,
    });
  });
});

describe('search preview keyboard and wording', () => {
  it('moves the active option with wrapping (WAI-ARIA combobox listbox)', () => {
    expect(nextActiveOption(-1, 'ArrowDown', 4)).toBe(0);
    expect(nextActiveOption(3, 'ArrowDown', 4)).toBe(0);
    expect(nextActiveOption(-1, 'ArrowUp', 4)).toBe(3);
    expect(nextActiveOption(0, 'ArrowUp', 4)).toBe(3);
    expect(nextActiveOption(1, 'Enter', 4)).toBeNull();
    expect(nextActiveOption(-1, 'ArrowDown', 0)).toBeNull();
  });

  it('announces suggestions and names record types (spec 01 §3)', () => {
    expect(previewAnnouncement(1, 'tide')).toBe('1 suggestion for “tide”. Use the up and down arrow keys to choose.');
    expect(previewAnnouncement(0, 'tide')).toBe('No results for “tide”');
    expect(recordTypeLabel('text')).toBe('Blog post');
    expect(recordTypeLabel('event')).toBe('Event');
    expect(recordTypeLabel('unknown')).toBe('Page');
  });
});

import { describe, expect, it } from 'vitest';
import { crossOriginRefusalHint } from '../../../src/runtime/net/cross-origin-hint.js';

/** docs/embedding.md: a page on another origin must be in the API's ALLOWED_ORIGINS; the runtime says so. */
describe('the cross-origin set-up hint', () => {
  it('names the page origin to add to ALLOWED_ORIGINS when the API is elsewhere', () => {
    expect(crossOriginRefusalHint('https://api.example.com/api/crumb?x=1', 'https://cms.example/blog/post')).toBe(
      'Sitestack: the site API at https://api.example.com could not be reached from this page (https://cms.example). If the API is running, add https://cms.example to its ALLOWED_ORIGINS setting (README "Configuration").',
    );
  });

  it('says nothing when the API is on the page\'s own origin, or a URL cannot be read', () => {
    expect(crossOriginRefusalHint('https://www.example.com/api/x', 'https://www.example.com/page')).toBeNull();
    expect(crossOriginRefusalHint('not a url', 'https://www.example.com/')).toBeNull();
  });
});

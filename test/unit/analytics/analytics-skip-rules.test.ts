import { describe, expect, it } from 'vitest';
import { isViewerOnlyAccount, shouldSkipCensus, shouldSkipPageview } from '../../../src/runtime/analytics/analytics-skip-rules.js';

const visitor = { authenticatedAccount: null, websiteRoles: {}, pageType: 1 };

describe('analytics skip rules (spec 01 §2, §6)', () => {
  // spec 01 §6: a logged-in account whose only role is viewer counts as a visitor.
  it.each([
    [{ '10': true }, true],
    [{ '10': true, '4': false }, true],
    [{ '10': true, '4': true }, false],
    [{ '1': true }, false],
    [{}, false],
  ])('roles %j viewer-only: %s', (roles, expected) => {
    expect(isViewerOnlyAccount(roles)).toBe(expected);
  });

  // spec 01 §6: analytics recording is skipped for authenticated non-viewer accounts.
  it.each([
    [visitor, '/', false],
    [{ ...visitor, authenticatedAccount: { id: 'owner' }, websiteRoles: { '1': true } }, '/', true],
    [{ ...visitor, authenticatedAccount: { id: 'viewer' }, websiteRoles: { '10': true } }, '/', false],
    [{ ...visitor, authenticatedAccount: { id: 'viewer' }, websiteRoles: { '10': true } }, '/config/pages', true],
    // spec 01 §6 / spec 03 §2 page types: not found 100, lock screen 103, member-area access denied 106.
    [{ ...visitor, pageType: 100 }, '/', true],
    [{ ...visitor, pageType: '103' }, '/', true],
    [{ ...visitor, pageType: 106 }, '/', true],
    [{ ...visitor, pageType: 'not-found' }, '/', true],
    [{ ...visitor, pageType: 'lock-screen' }, '/', true],
    [{ ...visitor, pageType: 101 }, '/', false],
    [{ ...visitor, pageType: 'page' }, '/', false],
  ])('census for %j on %s skipped: %s', (context, path, expected) => {
    expect(shouldSkipCensus(context, path)).toBe(expected);
  });

  // spec 01 §2: the path /search is excluded from pageview tracking (only pageviews).
  it('skips the pageview on /search but not other census calls there', () => {
    expect(shouldSkipPageview(visitor, '/search')).toBe(true);
    expect(shouldSkipPageview(visitor, '/search/')).toBe(true);
    expect(shouldSkipPageview(visitor, '/searching')).toBe(false);
    expect(shouldSkipCensus(visitor, '/search')).toBe(false);
  });
});

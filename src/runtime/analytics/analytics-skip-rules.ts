import { PageType, isPageTypeOneOf } from '../catalog/page-types.js';
import { ContributorRole } from '../catalog/platform-enumerations.js';
import type { PageContext } from '../context/page-context.js';

/**
 * When analytics is not recorded (spec 01 §2, §6): for authenticated non-viewer accounts, on
 * not-found, lock-screen and member-area access-denied pages, and (pageviews only) on /search.
 */

/** The viewer contributor role (spec 03 §6 contributor roles). */
export const VIEWER_ROLE = String(ContributorRole.VIEWER);

/** Page-type codes that are never recorded (spec 03 §2: 100 not found, 103 lock screen, 106 member-area access denied). */
export const UNRECORDED_PAGE_TYPES: readonly number[] = Object.freeze([PageType.NOT_FOUND, PageType.LOCK_SCREEN, PageType.MEMBER_AREA_ACCESS_DENIED]);

/** The path excluded from pageview tracking (spec 01 §2). */
export const SEARCH_PATH = '/search';

/** spec 01 §6: a logged-in account whose only role is viewer counts as a visitor. */
export function isViewerOnlyAccount(websiteRoles: Record<string, boolean>): boolean {
  const held = Object.entries(websiteRoles).filter(([, on]) => on).map(([role]) => role);
  return held.length === 1 && held[0] === VIEWER_ROLE;
}

/** spec 01 §6: authenticated accounts are skipped unless viewer-only (outside the config area). */
export function isSkippedAccount(context: Pick<PageContext, 'authenticatedAccount' | 'websiteRoles'>, pathname: string): boolean {
  if (!context.authenticatedAccount) return false;
  if (pathname === '/config' || pathname.startsWith('/config/')) return true;
  return !isViewerOnlyAccount(context.websiteRoles);
}

/** spec 01 §6: not-found, lock-screen and member-access-denied pages record nothing. */
export function isUnrecordedPageType(pageType: PageContext['pageType']): boolean {
  return isPageTypeOneOf(pageType, UNRECORDED_PAGE_TYPES);
}

/** Census calls of any kind (form render, button, overlay, quick view, pageview). */
export function shouldSkipCensus(context: Pick<PageContext, 'authenticatedAccount' | 'websiteRoles' | 'pageType'>, pathname: string): boolean {
  return isSkippedAccount(context, pathname) || isUnrecordedPageType(context.pageType);
}

/** The RecordHit pageview: the census rules plus the /search exclusion (spec 01 §2). */
export function shouldSkipPageview(context: Pick<PageContext, 'authenticatedAccount' | 'websiteRoles' | 'pageType'>, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return shouldSkipCensus(context, pathname) || path === SEARCH_PATH;
}

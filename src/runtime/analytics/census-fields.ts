import type { PageContext } from '../context/page-context.js';
import type { VisitState } from './visit-cookies.js';
import { formatVisitorRecord } from './visit-cookies.js';

/** What census payloads read from the page; the browser's own values by default. */
export interface CensusPageSnapshot {
  href: string;
  pathname: string;
  search: string;
  title: string;
  referrer: string;
  userAgent: string;
  viewport: { width: number; height: number };
  screen: { width: number; height: number };
  localStorageSupported: boolean;
}

function hasLocalStorage(): boolean {
  try {
    const key = '__ss_probe__';
    localStorage.setItem(key, key);
    localStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

export function snapshotPage(): CensusPageSnapshot {
  return {
    href: location.href,
    pathname: location.pathname,
    search: location.search,
    title: document.title,
    referrer: document.referrer,
    userAgent: navigator.userAgent,
    viewport: { width: window.innerWidth, height: window.innerHeight },
    screen: { width: window.screen?.width ?? 0, height: window.screen?.height ?? 0 },
    localStorageSupported: hasLocalStorage(),
  };
}

/** The page fields every census event carries (pageTitle, pageId, contentSource, pagePath, permission). */
export function censusPageFields(context: PageContext, page: Pick<CensusPageSnapshot, 'title' | 'pathname'>): Record<string, string> {
  const itemId = context.item?.id ?? context.itemId ?? null;
  const collectionId = context.collection?.id ?? context.collectionId ?? null;
  const fields: Record<string, string> = {
    pageTitle: page.title.slice(0, 500),
    pagePath: page.pathname.slice(0, 2000),
    contentSource: itemId ? 'i' : 'c',
  };
  const pageId = itemId ?? collectionId;
  if (pageId) fields.pageId = pageId.slice(0, 100);
  const permission = context.collection?.permissionType;
  if (permission !== null && permission !== undefined) fields.pagePermissionTypeValue = String(permission).slice(0, 20);
  return fields;
}

/**
 * The RecordHit `data` of spec 01 §7: websiteId, templateId, website_locale, userAgent,
 * clientDate, viewport and screen sizes, url, title, itemId, recordType or collectionId,
 * permission type, the pageview extras (localStorageSupported, queryString, referrer), and the
 * visit the hit belongs to (visitorId, visitCount, newVisit).
 */
export function recordHitData(context: PageContext, page: CensusPageSnapshot, now: number, visit: VisitState | null): Record<string, unknown> {
  const itemId = context.item?.id ?? context.itemId ?? null;
  const data: Record<string, unknown> = {
    websiteId: context.website.id ?? null,
    templateId: context.templateId ?? null,
    website_locale: context.locale,
    userAgent: page.userAgent.slice(0, 1000),
    clientDate: now,
    viewportInnerWidth: page.viewport.width,
    viewportInnerHeight: page.viewport.height,
    screenWidth: page.screen.width,
    screenHeight: page.screen.height,
    url: page.pathname.slice(0, 4000),
    title: page.title.slice(0, 1000),
    itemId,
    permissionType: context.collection?.permissionType ?? null,
    localStorageSupported: page.localStorageSupported,
    queryString: page.search.replace(/^\?/, '').slice(0, 4000),
    referrer: page.referrer.slice(0, 4000),
  };
  if (itemId) data.recordType = context.item?.recordType ?? null;
  else data.collectionId = context.collection?.id ?? context.collectionId ?? null;
  if (visit) {
    data.visitorId = visit.record.id;
    data.visitCount = visit.record.visitCount;
    data.newVisit = visit.transition !== 'unchanged';
    data.visitorRecord = formatVisitorRecord(visit.record);
  }
  return data;
}

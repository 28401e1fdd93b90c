/**
 * The lightbox and the address (spec 02 §2; spec 03 §2 address sync): the item to open comes
 * from the history-hash parameter itemId, matched against each slide's slide id or slide url,
 * first exactly, then by the tail of the slide url. The value is only ever compared as text,
 * never used as HTML or a selector.
 */

export const ITEM_ID_PARAMETER = 'itemId';

/** `#itemId=abc&x=1` -> "abc"; null when absent or empty. */
export function readHashItemId(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const value = params.get(ITEM_ID_PARAMETER);
  return value ? value.slice(0, 500) : null;
}

/** Sets (or, with null, removes) itemId in a hash, keeping other parameters. */
export function writeHashItemId(hash: string, itemId: string | null): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (itemId === null) params.delete(ITEM_ID_PARAMETER);
  else params.set(ITEM_ID_PARAMETER, itemId);
  const text = params.toString();
  return text ? `#${text}` : '';
}

export interface MatchableSlide {
  slideId: string | null;
  slideUrl: string | null;
}

const tailOf = (url: string) => url.replace(/[?#].*$/, '').replace(/\/+$/, '').split('/').pop() ?? '';

/** Index of the slide an item id names: exact id or url first, then the url's last segment. -1 if none. */
export function matchSlideByItemId(itemId: string | null, slides: readonly MatchableSlide[]): number {
  if (!itemId) return -1;
  const exact = slides.findIndex((slide) => slide.slideId === itemId || slide.slideUrl === itemId);
  if (exact >= 0) return exact;
  const wanted = tailOf(itemId);
  if (!wanted) return -1;
  return slides.findIndex((slide) => slide.slideUrl !== null && tailOf(slide.slideUrl) === wanted);
}

/** The item id written for a slide: its slide id, else its slide url tail. */
export function itemIdForSlide(slide: MatchableSlide): string | null {
  return slide.slideId || (slide.slideUrl ? tailOf(slide.slideUrl) || null : null);
}

let claimedHashItem: string | null = null;

/**
 * Several galleries on a page may hold the slide a hash names; only the first to ask opens its
 * lightbox (spec 02 §4: one lightbox at a time). A new hash value can be claimed again.
 */
export function claimHashItem(itemId: string): boolean {
  if (claimedHashItem === itemId) return false;
  claimedHashItem = itemId;
  return true;
}

/** Forgets the claim (the hash no longer names an item). */
export function releaseHashItem(): void {
  claimedHashItem = null;
}

/**
 * Spec 02 §2 / spec 03 §2, second form: the item is the last part of the page path after the
 * collection's full URL (`/gallery/sourdough` under `/gallery` names "sourdough"). Null when
 * the path is not under the collection or names nothing more.
 */
export function itemIdFromPath(pathname: string, collectionUrl: string): string | null {
  const base = collectionUrl.trim().replace(/\/+$/, '');
  if (!base) return null;
  const path = pathname.replace(/\/+$/, '');
  if (!path.startsWith(`${base}/`)) return null;
  const rest = path.slice(base.length + 1);
  if (!rest || rest.includes('/')) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
}

/** The page path for an item of a collection: its full URL plus the item id. */
export function pathForItem(collectionUrl: string, itemId: string): string {
  return `${collectionUrl.trim().replace(/\/+$/, '')}/${encodeURIComponent(itemId)}`;
}

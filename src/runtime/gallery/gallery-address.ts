import { itemIdFromPath, matchSlideByItemId, pathForItem, readHashItemId, writeHashItemId, type MatchableSlide } from '../lightbox/lightbox-hash.js';
import { isInEditingBackend } from '../owner/editing-backend.js';
import type { PageAddressParts } from '../blocks/drawn-address.js';

/**
 * Address sync (spec 03 §2; spec 02 §2): a gallery names its current item in the address in one
 * of two forms, the item id in the page hash (`#itemId=...`) or the collection's full URL plus the
 * item's id; and an address in either form names the item to show.
 */

/**
 * Spec 03 §2: a gallery syncs its current item with the address (names it there, and shows the item
 * the address names) only when its history option is on and its page (`doc`) is not in the editing
 * backend (edit mode or the config area).
 */
export function syncsGalleryAddress(history: boolean, doc: Document): boolean {
  return history && !isInEditingBackend(doc);
}

/**
 * The slide a gallery starts on (spec 03 §2): with address sync on and no lightbox (which opens the
 * named item instead), the slide the page's path names below the collection URL; else the first.
 * Only the path: a server sees it as the browser does, so both draw the same slide first (the
 * hash, which no server sees, is read once the block runs).
 */
export function addressedSlideIndex(input: { sync: boolean; lightbox: boolean; collectionUrl: string; pathname: string; slides: readonly MatchableSlide[] }): number {
  if (!input.sync || input.lightbox) return 0;
  return Math.max(0, matchSlideByItemId(itemIdFromPath(input.pathname, input.collectionUrl), input.slides));
}

/** The parts of a page address the gallery reads and writes (as in `location`): a block's, and the hash. */
export interface PageAddress extends PageAddressParts {
  hash: string;
}

/** The item an address names: the hash's itemId first, else the path below the collection URL. */
export function itemIdFromAddress(address: PageAddress, collectionUrl: string): string | null {
  return readHashItemId(address.hash) ?? itemIdFromPath(address.pathname, collectionUrl);
}

/** "." and ".." cannot be a path segment (a URL resolves them away), so such an id goes in the hash. */
const isDotSegment = (itemId: string) => itemId === '.' || itemId === '..';

/**
 * The address that names `itemId`: with a collection URL, its item path (keeping the query and
 * hash); otherwise the hash with itemId set. A slide without an id clears the hash's itemId.
 */
export function addressForItem(itemId: string | null, collectionUrl: string, address: PageAddress): string {
  if (collectionUrl && itemId && !isDotSegment(itemId)) return pathForItem(collectionUrl, itemId) + address.search + address.hash;
  return writeHashItemId(address.hash, itemId) || address.pathname + address.search;
}

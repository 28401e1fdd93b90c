import { enumAttribute, integerAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { COLLECTION_DEFAULT_PAGE_SIZE, COLLECTION_MAX_PAGE_SIZE } from '../runtime/collections/pagination.js';
import { CollectionList, type CollectionListEvents } from '../react/collection-list/CollectionList.js';
import collectionListCss from '../styles/collection-list.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * Blog and events list pages (spec 01 §2): one page of a collection's published items (record types
 * of spec 01 §3) from the site API — blog posts newest first, events upcoming (soonest first) or past —
 * each with its title link, date in the site's locale and time zone with relative wording (spec 03
 * §9), venue or author, excerpt and tags, and a pager (Previous, numbered pages with
 * `aria-current="page"`, Next). After a page change focus moves to the first new item. A page past the
 * end shows the last page; a missing or unknown collection shows a small error in the block and one
 * console error.
 *
 * ```html
 * <ss-collection-list collection="journal" page-size="5"></ss-collection-list>
 * <ss-collection-list collection="tour" when="past"></ss-collection-list>
 * ```
 *
 * @tag ss-collection-list
 * @summary A paged list of a collection's items: blog posts, events and more.
 *
 * @attr {collection id} collection - The collection's id (required), e.g. "journal". Default: — (required).
 * @attr {1-50} page-size - Items per page (1-50). Default: 10.
 * @attr {whole number ≥ 1} page - The page shown first. Default: 1.
 * @attr {`upcoming`, `past`} when - Event collections: upcoming or past events. Default: `upcoming`.
 * @attr {text} label - Accessible name of the list's region. Default: the collection's title.
 * @attr {2-6} heading-level - Heading level (2-6) of each item's title. Default: 3.
 *
 * @fires ss-collection-list-page-change - The visitor went to another page. detail: `{ page, totalPages }`.
 *
 * @csspart base - The region; `data-state` is `loading`, `ready` or `error`.
 * @csspart list - The items.
 * @csspart item - One item (its `data-record-type` is the record type).
 * @csspart title - An item's title heading.
 * @csspart meta - Date, relative wording, venue and author.
 * @csspart excerpt - An item's excerpt.
 * @csspart tags - An item's tags.
 * @csspart pager - The page navigation.
 * @csspart previous - The Previous button.
 * @csspart next - The Next button.
 * @csspart page - A page button; the current one also has `page-current`.
 * @csspart page-current - The current page.
 * @csspart empty - The message of an empty list.
 * @csspart error - The load error with its Retry button.
 * @csspart retry - The Retry button.
 *
 * @cssprop --ss-collection-list-item-height - Height of every item (titles, dates and tags keep to one line, excerpts to two); a full page of them is reserved before upgrade and while loading, so nothing below moves. Default: 10.5rem.
 * @cssprop --ss-color-accent - Current page and focus ring colour.
 */
export class SsCollectionList extends createBlockElement({
  tag: 'ss-collection-list',
  component: CollectionList,
  attributes: {
    collection: stringAttribute(''),
    'page-size': integerAttribute(COLLECTION_DEFAULT_PAGE_SIZE, { min: 1, max: COLLECTION_MAX_PAGE_SIZE }),
    page: integerAttribute(1, { min: 1 }),
    when: enumAttribute(['upcoming', 'past'] as const, 'upcoming'),
    label: stringAttribute(''),
    'heading-level': integerAttribute(3, { min: 2, max: 6 }),
  },
  styles: [collectionListCss],
}) {}

export type { CollectionListEvents };
export default SsCollectionList;

declare global {
  interface HTMLElementTagNameMap {
    'ss-collection-list': SsCollectionList;
  }
}

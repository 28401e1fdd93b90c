import { textLookup } from '../i18n/text-lookup.js';
import { COLLECTION_FAILED_MESSAGE } from './collection-request.js';

/**
 * Visitor-facing texts of the collection-list block (catalogue keys `collection.*`), en-US: spec
 * texts verbatim (the failure is chosen in collection-request.ts; 'Unable to load collections'
 * is spec 02 §8 "Other messages"), the rest the product's own wording. Placeholders are `{name}`.
 */
export const COLLECTION_TEXTS = Object.freeze({
  failed: COLLECTION_FAILED_MESSAGE,
  unableToLoadCollections: 'Unable to load collections',
  missing: 'This list has no collection to show.',
  label: 'List',
  noPastEvents: 'No past events.',
  noUpcomingEvents: 'No upcoming events.',
  empty: 'Nothing here yet.',
  tags: 'Tags',
  pages: 'Pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  page: 'Page {number}',
} as const);

export const collectionText = /* @__PURE__ */ textLookup('collection.', COLLECTION_TEXTS);

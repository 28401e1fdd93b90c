/**
 * Visitor-facing texts of the collection-list block (the product's own wording), looked up
 * through siteText (message-catalogue.ts keys `collection.*`).
 */
export const COLLECTION_MISSING_MESSAGE = 'This list has no collection to show.';
export const COLLECTION_DEFAULT_LABEL = 'List';
export const COLLECTION_NO_PAST_EVENTS_MESSAGE = 'No past events.';
export const COLLECTION_NO_UPCOMING_EVENTS_MESSAGE = 'No upcoming events.';
export const COLLECTION_EMPTY_MESSAGE = 'Nothing here yet.';
export const COLLECTION_TAGS_LABEL = 'Tags';
export const COLLECTION_PAGES_LABEL = 'Pages';
export const COLLECTION_PREVIOUS_PAGE_TEXT = 'Previous';
export const COLLECTION_NEXT_PAGE_TEXT = 'Next';
export const COLLECTION_PAGE_LABEL = 'Page {number}';

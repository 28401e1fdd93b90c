/**
 * The numbered enumerations of spec 03 §3 "Enumerations" and §6 "Roles and permissions" that the
 * runtime and the site API use. Plain constant objects: the bundler keeps only the codes a chunk
 * reads. (A catalogue that must also be read backwards, from a code to its name, is built with
 * `defineEnumeration`, as the page types are.)
 */

/** Spec 03 §3: analytics event types (the `event_type` of a tracking event). */
export const AnalyticsEventType = { PAGE_VIEW: 1, SITE_SEARCH: 2, HEARTBEAT: 10, AUDIO: 20, VIDEO: 21 } as const;

/** Spec 03 §3: item status. */
export const ItemStatus = { PUBLISHED: 1, SCHEDULED: 2, NEEDS_REVIEW: 3, DRAFT: 4, PRIVATE: 5, DELETED: 6 } as const;

/** Spec 03 §6: contributor roles (code 5 is not used). */
export const ContributorRole = {
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
} as const;

import { defineEnumeration } from './enumeration.js';

/**
 * The numbered enumerations of spec 03 §3 "Enumerations" and §6 "Roles and permissions" that the
 * runtime and the site API use, as typed constants with reverse lookup. (Each is marked pure, so
 * a chunk that uses one does not carry the others.)
 */

/** Spec 03 §3: analytics event types (the `event_type` of a tracking event). */
export const AnalyticsEventType = /* @__PURE__ */ defineEnumeration({ PAGE_VIEW: 1, SITE_SEARCH: 2, HEARTBEAT: 10, AUDIO: 20, VIDEO: 21 });

/** Spec 03 §3: item status. */
export const ItemStatus = /* @__PURE__ */ defineEnumeration({ PUBLISHED: 1, SCHEDULED: 2, NEEDS_REVIEW: 3, DRAFT: 4, PRIVATE: 5, DELETED: 6 });

/** Spec 03 §6: contributor roles (code 5 is not used). */
export const ContributorRole = /* @__PURE__ */ defineEnumeration({
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
});

/**
 * The numbered enumerations of spec 03 §3 "Enumerations" and §6 "Roles and permissions", every
 * code the spec lists. Plain constant objects: the bundler keeps only the codes a chunk reads.
 * `catalogueCode`, `catalogueName` and `catalogueWords` (enumeration.ts) look any of them up by
 * code or by name. Catalogues whose codes the spec does not show (block types past its examples,
 * collection and item types, connected-account services, plan features) are not given codes here.
 */

/** Spec 03 §3: product types. */
export const ProductType = { PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 } as const;

/** Spec 03 §3: website status (codes 9 and 10 are not used). */
export const WebsiteStatus = {
  EXPIRED: 1,
  PASTDUE: 2,
  TRIAL: 3,
  BETA: 4,
  REMOVED: 5,
  INTERNAL: 6,
  COMPED: 7,
  PAID: 8,
  V5_LINKED: 11,
  ACTIVE_PARKING_PAGE: 12,
  RESOLD: 13,
  RESOLD_GRACE_PERIOD: 14,
  ENTERPRISE: 15,
} as const;

/** Spec 03 §3: website type. */
export const WebsiteType = { CLASSIC: 1, COVER_PAGE: 2, PARKING_PAGE: 3, COMMERCE: 4, ENTERPRISE: 5 } as const;

/** Spec 03 §3: units. */
export const Units = { IMPERIAL: 1, METRIC: 2 } as const;

/** Spec 03 §3: analytics event types (the `event_type` of a tracking event). */
export const AnalyticsEventType = { PAGE_VIEW: 1, SITE_SEARCH: 2, HEARTBEAT: 10, AUDIO: 20, VIDEO: 21 } as const;

/** Spec 03 §3: item status. */
export const ItemStatus = { PUBLISHED: 1, SCHEDULED: 2, NEEDS_REVIEW: 3, DRAFT: 4, PRIVATE: 5, DELETED: 6 } as const;

/** Spec 03 §3: image-overlay setting. */
export const ImageOverlaySetting = { NONE: 1, SHOW: 2 } as const;
/** Spec 03 §3: text-shadow style. */
export const TextShadowStyle = { NONE: 1, LIGHT: 2, DARK: 3 } as const;
/** Spec 03 §3: overlay color. */
export const OverlayColor = { NONE: 1, BLACK: 2, WHITE: 3 } as const;

/** Spec 03 §6: site permission codes. */
export const SitePermission = { AUTHENTICATED_NO_SITE_PERMISSIONS: 0, CONFIG: 1, ADMIN: 2 } as const;

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

/** Spec 03 §3: versions. */
export const PLATFORM_VERSIONS = ['7', '7.1', '8'] as const;
export type PlatformVersion = (typeof PLATFORM_VERSIONS)[number];

/** A version as the spec writes it ('7.1'), from text or a number (7.1); undefined when not one of them. */
export function platformVersion(value: unknown): PlatformVersion | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return PLATFORM_VERSIONS.find((version) => version === text || version === text.replace(/\.0$/, ''));
}

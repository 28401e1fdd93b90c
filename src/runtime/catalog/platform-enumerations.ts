import { defineEnumeration } from './enumeration.js';

/**
 * The numbered enumerations of spec 03 §3 "Enumerations" and §6 "Roles and permissions", as
 * typed constants with reverse lookup. Only the codes the spec states are listed; catalogues
 * whose numbers the spec does not show (block types beyond its examples, collection and item
 * type codes, connected-account services, plan features) are given as names only.
 */

/** Spec 03 §3: product types. */
export const ProductType = defineEnumeration({ PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 });

/** Spec 03 §3: website status. */
export const WebsiteStatus = defineEnumeration({
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
});

/** Spec 03 §3: website type. */
export const WebsiteType = defineEnumeration({ CLASSIC: 1, COVER_PAGE: 2, PARKING_PAGE: 3, COMMERCE: 4, ENTERPRISE: 5 });

/** Spec 03 §3: units. */
export const Units = defineEnumeration({ IMPERIAL: 1, METRIC: 2 });

/** Spec 03 §3: analytics event types. */
export const AnalyticsEventType = defineEnumeration({ PAGE_VIEW: 1, SITE_SEARCH: 2, HEARTBEAT: 10, AUDIO: 20, VIDEO: 21 });

/** Spec 03 §3: item status. */
export const ItemStatus = defineEnumeration({ PUBLISHED: 1, SCHEDULED: 2, NEEDS_REVIEW: 3, DRAFT: 4, PRIVATE: 5, DELETED: 6 });

/** Spec 03 §3: image-overlay setting. */
export const ImageOverlaySetting = defineEnumeration({ NONE: 1, SHOW: 2 });
/** Spec 03 §3: text-shadow style. */
export const TextShadowStyle = defineEnumeration({ NONE: 1, LIGHT: 2, DARK: 3 });
/** Spec 03 §3: overlay colour. */
export const OverlayColor = defineEnumeration({ NONE: 1, BLACK: 2, WHITE: 3 });

/** Spec 03 §6: site permission codes. */
export const SitePermission = defineEnumeration({ AUTHENTICATED_NO_SITE_PERMISSIONS: 0, CONFIG: 1, ADMIN: 2 });

/** Spec 03 §6: contributor roles (code 5 is not used). */
export const ContributorRole = defineEnumeration({
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

/** Spec 03 §3: versions. */
export const PLATFORM_VERSIONS = Object.freeze(['7', '7.1', '8'] as const);

/** Spec 03 §3: the block codes the spec names (1 to 69); the rest of the mapping is not given. */
export const BLOCK_TYPE_CODE_RANGE = Object.freeze({ min: 1, max: 69 });
/** Spec 03 §3: the block variants (codes 1000 to 1019; the code of each name is not given). */
export const BLOCK_VARIANT_CODE_RANGE = Object.freeze({ min: 1000, max: 1019 });
export const BLOCK_VARIANTS = Object.freeze([
  'gallery slideshow', 'gallery carousel', 'gallery grid', 'gallery stack',
  'summary wall', 'summary carousel', 'summary list', 'summary grid',
  'chart bar', 'chart line', 'chart pie',
  'image inline', 'image poster', 'image card', 'image overlap', 'image collage', 'image stack',
  'tock reservations', 'tock events',
] as const);

/** Spec 03 §3: collection types are codes 1 to 24; these are the ones the spec names. */
export const COLLECTION_TYPE_CODE_RANGE = Object.freeze({ min: 1, max: 24 });
export const NAMED_COLLECTION_TYPES = Object.freeze(['generic', 'subscription', 'products', 'portfolio', 'lessons', 'mosaic'] as const);

/** Spec 03 §3: item types are codes 1 to 62; these are the ones the spec names. */
export const ITEM_TYPE_CODE_RANGE = Object.freeze({ min: 1, max: 62 });
export const NAMED_ITEM_TYPES = Object.freeze([
  'text', 'image', 'quote', 'link', 'audio', 'video', 'review', 'store item', 'event', 'gallery', 'digital good', 'lesson',
] as const);

/** Spec 01 §3: record types of collection items. */
export const RECORD_TYPES = Object.freeze(['audio', 'event', 'image', 'portfolio item', 'text', 'video'] as const);

/** Spec 03 §3: slice types, slide types, tweak page types, gallery media types, text filters. */
export const SLICE_TYPES = Object.freeze([
  'heading', 'sub-heading', 'body', 'image', 'gallery', 'video', 'social icons', 'buttons', 'navigation', 'custom form',
  'newsletter', 'album', 'map', 'lock', 'password', 'twitter', 'logo', 'action', 'form', 'popup overlay action', 'temp lock inject',
] as const);
export const SLIDE_TYPES = Object.freeze(['cover page', 'lock screen', 'popup overlay'] as const);
export const TWEAK_PAGE_TYPES = Object.freeze(['splash page', 'lock screen', 'popup overlay', 'checkout', 'style'] as const);
export const GALLERY_MEDIA_TYPES = Object.freeze(['image empty', 'image file', 'image licensed', 'image reused', 'asset reused', 'video'] as const);
export const TEXT_FILTERS = Object.freeze(['url-slug', 'url-slug-with-slash'] as const);
export const SAMPLE_SURVEY_COHORTS = Object.freeze(['A', 'B', 'C', 'D', 'E'] as const);
export const FORM_BUILDER_FIELDSETS = Object.freeze(['build', 'storage', 'advanced', 'captcha', 'disclaimer'] as const);

/** Spec 03 §3: positions, a 3x3 grid of top/center/bottom crossed with left/center/right. */
export const POSITIONS = Object.freeze(
  (['top', 'center', 'bottom'] as const).flatMap((row) => (['left', 'center', 'right'] as const).map((column) => `${row}-${column}` as const)),
);

/** Page types the runtime treats specially (spec 01 §2, §6). */
export const SPECIAL_PAGE_TYPES = Object.freeze(['reviews request', 'not found', 'lock screen', 'member-area access denied'] as const);

import * as z from 'zod/mini';
import { lazySchema } from '../validation/lazy-schema.js';
import { parseWellFormedJson } from '../text/well-formed-json.js';

/**
 * Page context, spec 01 §3: every field the published page hands the runtime, with the spec's
 * defaults. Everything is optional in the input; missing fields get their defaults so that
 * `pageContextSchema.parse({})` is the default context.
 */

/**
 * The field shapes the context repeats, built once and shared by every field of that shape: building
 * a zod schema is real work in the task that first parses, and a schema keeps no state of its own,
 * so one instance serves them all (half the parse's first-time cost in the browser).
 */
const shapes = lazySchema(() => ({
  str: z.optional(z.nullable(z.string())),
  yes: z._default(z.boolean(), true),
  no: z._default(z.boolean(), false),
  int: z.optional(z.nullable(z.number())),
  /** Ids and kinds the builder sends as a string or a number. */
  strOrNumber: z.optional(z.nullable(z.union([z.string(), z.number()]))),
}));
const str = () => shapes.str;
const bool = (fallback: boolean) => (fallback ? shapes.yes : shapes.no);
const int = () => shapes.int;
const strOrNumber = () => shapes.strOrNumber;

/** Spec 01 §3 cookie banner settings, with their defaults. */
export const cookieBannerSettingsSchema = lazySchema(() => z.object({
  /** Unset means the page decides by placing `<ss-cookie-banner>`; false turns the banner off. */
  isCookieBannerEnabled: z.optional(z.nullable(z.boolean())),
  cookieBannerText: str(),
  cookieBannerCtaText: str(),
  cookieBannerOptOutCtaText: str(),
  cookieBannerVariant: str(),
  cookieBannerPosition: str(),
  cookieBannerTheme: str(),
  cookieBannerCtaVariant: str(),
  cookieBannerAcceptType: str(),
  isRestrictiveCookiePolicyEnabled: bool(false),
  isRestrictiveCookiePolicyAbsolute: bool(false),
  isVisitorDataRestricted: bool(false),
  /** The browser's Global Privacy Control signal counts as a decline when no choice was made (default on). */
  honorGlobalPrivacyControl: bool(true),
}));

/** Spec 01 §3 popup overlay settings. */
export const popupOverlaySettingsSchema = lazySchema(() => z.object({
  style: str(),
  enableMobile: bool(true),
  version: int(),
  showUntilSignup: bool(false),
  displayFrequency: int(),
}));

/** Default store currency, spec 01 §9. */
export const DEFAULT_STORE_CURRENCY = 'USD';
/** Default locale, spec 01 §9. */
export const DEFAULT_LOCALE = 'en-US';

/** Spec 01 §3 store settings (website settings). */
const storeSettingsSchema = lazySchema(() => z.object({
  selectedCurrency: z._default(z.string().check(z.regex(/^[A-Z]{3}$/)), DEFAULT_STORE_CURRENCY),
  /** Spec 02 §3 store settings: IMPERIAL or METRIC (or 1 / 2); units of product weights and dimensions. */
  measurementStandard: z._default(z.union([z.enum(['IMPERIAL', 'METRIC', 'imperial', 'metric']), z.literal(1), z.literal(2)]), 'METRIC'),
  /** Spec 02 §3 store settings. */
  expressCheckout: bool(false),
}));

const websiteSettingsSchema = lazySchema(() => z.object({
  disqusShortname: str(),
  /** Spec 02 §2: an anonymous visitor's Escape opens the login (config area) only when on. */
  useEscapeKeyToLogin: bool(false),
  commentsEnabled: bool(false),
  mobileInfoBarSettings: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  popupOverlaySettings: z.optional(z.nullable(popupOverlaySettingsSchema)),
  pinterestOverlayOptions: z.optional(z.nullable(z.object({ mode: str() }))),
  ssBadgeType: strOrNumber(),
  storeSettings: z.prefault(storeSettingsSchema, {}),
}));

const websiteSchema = lazySchema(() => z.object({
  id: str(),
  baseUrl: str(),
  /** The site's own name, shown where the runtime names the site (the network error text). */
  siteTitle: str(),
  developerMode: bool(false),
  cloneable: bool(false),
  typekitId: str(),
}));

/** The page's collection and item. */
const collectionSchema = lazySchema(() => z.object({ id: str(), title: str(), type: strOrNumber(), permissionType: strOrNumber() }));
const itemSchema = lazySchema(() => z.object({ id: str(), title: str(), recordType: strOrNumber() }));

export const pageContextSchema = lazySchema(() => z.object({
  website: z.prefault(websiteSchema, {}),
  websiteSettings: z.prefault(websiteSettingsSchema, {}),
  authenticatedAccount: z.optional(z.nullable(z.object({ id: z.string() }))),
  websiteRoles: z._default(z.record(z.string(), z.boolean()), {}),
  pageType: strOrNumber(),
  collection: z.optional(z.nullable(collectionSchema)),
  collectionId: str(),
  item: z.optional(z.nullable(itemSchema)),
  itemId: str(),
  demoCollections: z._default(z.array(z.object({ collectionId: z.string() })), []),
  templateId: str(),
  templateVersion: str(),
  templateInstallation: z.optional(
    z.nullable(z.object({ templateWebsite: z.optional(z.object({ id: str(), identifier: str() })) })),
  ),
  cookieSettings: z.prefault(cookieBannerSettingsSchema, {}),
  showAnnouncementBar: bool(false),
  googleFonts: z.optional(z.nullable(z.object({ includeName: str() }))),
  typekitFonts: z._default(z.array(z.object({ id: z.string(), variations: z.optional(z.array(z.string())) })), []),
  rollups: z._default(
    z.record(z.string(), z.object({ js: z.optional(z.array(z.string())), css: z.optional(z.array(z.string())) })),
    {},
  ),
  appDomain: str(),
  env: str(),
  /** Maps provider script (spec 01 §7 "Maps script load"); without it maps show an address card. */
  mapsScriptUrl: str(),
  /** The maps render key, base64-encoded (spec 01 §7). */
  mapsRenderKey: str(),
  /** The restaurant-booking widget URL when not OpenTable's own (a proxy, or a local test page). */
  bookingWidgetUrl: str(),
  /** The site's locale; money and dates fall back to en-US (spec 01 §9). */
  locale: z._default(z.string().check(z.minLength(2)), DEFAULT_LOCALE),
  /** The site's IANA time zone for event dates (e.g. "Europe/Oslo"); empty (or unknown) means UTC, the same for the server and every visitor. */
  timeZone: z._default(z.string().check(z.maxLength(64)), ''),
  /** Where the site API lives; empty means the page's own origin. */
  apiBase: z._default(z.string(), ''),
  /** Captcha settings (spec 03 §3 site context): the site key, and the provider script when not the default. */
  captchaSettings: z.optional(z.nullable(z.object({ siteKey: str(), scriptUrl: str() }))),
}));

/**
 * The page-context schema's parts, each after the parts it holds: building them one task each
 * (buildSchemasInTurns) spreads the cost of the first parse over several short tasks.
 */
export const PAGE_CONTEXT_SCHEMA_PARTS: readonly object[] = [
  shapes,
  cookieBannerSettingsSchema,
  popupOverlaySettingsSchema,
  storeSettingsSchema,
  websiteSettingsSchema,
  websiteSchema,
  collectionSchema,
  itemSchema,
  pageContextSchema,
];

export type PageContext = z.infer<typeof pageContextSchema>;

export interface PageContextResult {
  context: PageContext;
  /** Dotted paths of the fields that were invalid and replaced by defaults. */
  invalidFields: string[];
  /** A problem with the context as a whole (missing, not JSON, not an object), or null. */
  problem: string | null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepClone(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(deepClone);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) out[key] = deepClone(value[key]);
    return out;
  }
  return value;
}

/** Removes the value at `path` so that the schema's default applies there. */
function dropPath(root: Record<string, unknown>, path: readonly PropertyKey[]): boolean {
  let node: unknown = root;
  for (let i = 0; i < path.length - 1; i++) {
    node = isPlainObject(node) || Array.isArray(node) ? (node as Record<PropertyKey, unknown>)[path[i] as never] : undefined;
  }
  const last = path[path.length - 1];
  if (last === undefined || !(isPlainObject(node) || Array.isArray(node))) return false;
  if (Array.isArray(node) && typeof last === 'number') node.splice(last, 1);
  else delete (node as Record<PropertyKey, unknown>)[last as never];
  return true;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/**
 * Parses any value into a valid page context (spec 01 §3). Never throws: every invalid field
 * is dropped so its default applies, and its dotted path is reported in `invalidFields`.
 */
export function parsePageContext(input: unknown): PageContextResult {
  let problem: string | null = null;
  let raw: Record<string, unknown> = {};
  if (input === undefined || input === null) {
    problem = 'missing';
  } else if (isPlainObject(input)) {
    raw = deepClone(input) as Record<string, unknown>;
  } else {
    problem = 'not an object';
  }
  const invalid = new Set<string>();
  // Each pass removes the fields the previous one rejected; nesting bounds the passes.
  for (let pass = 0; pass < 8; pass++) {
    const result = pageContextSchema.safeParse(raw);
    if (result.success) {
      return { context: deepFreeze(result.data), invalidFields: [...invalid], problem };
    }
    let dropped = false;
    for (const issue of result.error.issues) {
      const path = issue.path.length > 0 ? issue.path : [];
      invalid.add(path.map(String).join('.') || '(root)');
      if (path.length > 0 && dropPath(raw, path)) dropped = true;
    }
    if (!dropped) break;
  }
  return { context: deepFreeze(pageContextSchema.parse({})), invalidFields: [...invalid], problem };
}

/** Parses the text of `<script type="application/json" id="ss-context">`. */
export function parsePageContextText(text: string | null | undefined): PageContextResult {
  if (text == null || text.trim() === '') return parsePageContext(undefined);
  let json: unknown;
  try {
    json = parseWellFormedJson(text);
  } catch {
    const result = parsePageContext({});
    return { ...result, problem: 'not valid JSON' };
  }
  return parsePageContext(json);
}

/** The one console line that explains a bad context, or null when it was fine. */
export function describePageContextProblem(result: PageContextResult): string | null {
  if (result.problem === 'missing') {
    return 'Sitestack: no page context found (<script type="application/json" id="ss-context">); using defaults.';
  }
  if (result.problem) return `Sitestack: the page context is ${result.problem}; using defaults.`;
  if (result.invalidFields.length > 0) {
    return `Sitestack: invalid page context fields, defaults used for: ${result.invalidFields.join(', ')}.`;
  }
  return null;
}

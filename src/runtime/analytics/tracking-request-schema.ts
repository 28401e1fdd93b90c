import * as z from 'zod/mini';
import { lazySchema } from '../validation/lazy-schema.js';
import { clientTimestampSchema } from '../performance/performance-request-schema.js';

/** Request bodies of error reporting and the two tracking services (spec 01 §7, spec 03 §7). */

const text = (max: number) => z.string().check(z.maxLength(max));
const optionalText = (max: number) => z.optional(z.nullable(text(max)));

/** Largest line or column number stored (a Postgres integer). */
export const MAX_SOURCE_POSITION = 2_147_483_647;
const sourcePosition = () => z.optional(z.nullable(z.int().check(z.gte(0), z.lte(MAX_SOURCE_POSITION))));

/** At most this many queued errors per send, spec 01 §8/§9. */
export const ERROR_QUEUE_LIMIT = 10;

/** One error report, spec 01 §3 (the stack is cut at 5000 characters by the client). */
export const errorReportSchema = lazySchema(() => z.strictObject({
  event: text(100).check(z.minLength(1)),
  data: z.strictObject({
    app: text(100).check(z.minLength(1)),
    message: text(5000),
    stack: optionalText(5100),
    file: optionalText(4000),
    line: sourcePosition(),
    column: sourcePosition(),
    customData: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
    siteId: optionalText(100),
    templateId: optionalText(100),
    url: optionalText(4000),
    userAgent: optionalText(1000),
  }),
  timestamp: clientTimestampSchema,
}));

/** Body of POST /api/events/RecordJavascriptErrors: a JSON array. */
export const recordJavascriptErrorsSchema = lazySchema(() => z.array(errorReportSchema).check(z.minLength(1), z.maxLength(ERROR_QUEUE_LIMIT)));

/** The legacy site tracker payload, spec 03 §3. */
export const legacyTrackerPayloadSchema = lazySchema(() => z.looseObject({
  pageHash: optionalText(2000),
  pagePath: optionalText(4000),
  websiteId: optionalText(100),
  templateId: optionalText(100),
  variantId: optionalText(100),
  memberAccountId: optionalText(100),
  member_locale: optionalText(35),
  website_locale: optionalText(35),
}));

/** Body of POST /api/events/RecordEvent (form-encoded; `data` is a JSON string), spec 03 §7. */
export const recordEventSchema = lazySchema(() => z.strictObject({
  crumb: z.optional(text(200)),
  event: text(200).check(z.minLength(1)),
  data: text(20_000),
}));

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Body of POST /api/v1/events, spec 03 §3 event payload (analytics ids are UUID v4, §9). */
export const analyticsEventSchema = lazySchema(() => z.strictObject({
  analyticsId: z.string().check(z.regex(UUID_V4, 'analyticsId must be a UUID v4')),
  commonData: z.record(z.string(), z.unknown()),
  customData: z.record(z.string(), z.unknown()),
  customSchemaName: text(200).check(z.minLength(1)),
}));

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

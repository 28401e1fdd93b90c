import * as z from 'zod/mini';
import { lazySchema } from '../validation/lazy-schema.js';
import { formBooleanSchema, pageFieldsShape } from '../forms/form-submission-schema.js';

/** Request bodies of the census calls, spec 01 §7. Shared by the client and the site API. */

const text = (max: number) => z.string().check(z.maxLength(max));
const optionalText = (max: number) => z.optional(z.nullable(text(max)));
const optionalNumber = () => z.optional(z.nullable(z.number()));

/**
 * The JSON `data` of RecordHit, spec 01 §7: websiteId, templateId, website_locale, userAgent,
 * clientDate, viewport and screen sizes, url, title, itemId, recordType or collectionId,
 * permission type, and the pageview extras. The spec does not fix every name, so other keys
 * are kept; the listed ones must have the right type.
 */
export const recordHitDataSchema = lazySchema(() => z.looseObject({
  websiteId: optionalText(100),
  templateId: optionalText(100),
  website_locale: optionalText(35),
  userAgent: optionalText(1000),
  clientDate: z.optional(z.nullable(z.union([z.number(), text(100)]))),
  viewportInnerWidth: optionalNumber(),
  viewportInnerHeight: optionalNumber(),
  screenWidth: optionalNumber(),
  screenHeight: optionalNumber(),
  url: optionalText(4000),
  title: optionalText(1000),
  itemId: optionalText(100),
  recordType: z.optional(z.nullable(z.union([z.number(), text(50)]))),
  collectionId: optionalText(100),
  permissionType: z.optional(z.nullable(z.union([z.number(), text(50)]))),
  localStorageSupported: z.optional(z.nullable(z.boolean())),
  queryString: optionalText(4000),
  referrer: optionalText(4000),
}));

/** Body of POST /api/census/RecordHit (form-encoded; `data` is a JSON string). */
export const recordHitSchema = lazySchema(() => z.strictObject({
  event: text(100).check(z.minLength(1)),
  data: text(20_000),
  crumb: z.optional(text(200)),
}));

/** Who the visitor is, from the visitor-record cookie (spec 01 §3). */
const visitorCookie = lazySchema(() => z.optional(text(300)));

/** Body of POST /api/census/form-render. */
export const formRenderSchema = lazySchema(() => z.strictObject({
  formId: text(100).check(z.minLength(1)),
  visitorCookie,
  crumb: z.optional(text(200)),
  ...pageFieldsShape,
}));

/** Body of POST /api/census/overlay: what happened to the popup overlay. */
export const overlayEventSchema = lazySchema(() => z.strictObject({
  event: z.enum(['view', 'close', 'submit', 'click']),
  overlayId: z.optional(text(100)),
  version: z.optional(text(20)),
  visitorCookie,
  crumb: z.optional(text(200)),
  ...pageFieldsShape,
}));

/** Body of POST /api/census/button-click and /api/census/button-render (button block fields). */
export const buttonEventSchema = lazySchema(() => z.strictObject({
  id: text(100).check(z.minLength(1)),
  buttonText: z.optional(text(500)),
  clickthroughUrl: z.optional(text(4000)),
  newWindow: z.optional(formBooleanSchema),
  context: z.optional(text(100)),
  visitorCookie,
  crumb: z.optional(text(200)),
  ...pageFieldsShape,
}));

/** Button census calls give up after this long; a click waits for them (spec 01 §7). */
export const BUTTON_CENSUS_TIMEOUT_MS = 2500;

import * as z from 'zod/mini';
import { lazySchema } from '../validation/lazy-schema.js';
import { formBooleanSchema } from '../forms/form-submission-schema.js';

/** Site-user session calls, spec 03 §3 and §7. */

/** POST /api/site-users/account/session body. */
export const siteUserLoginSchema = lazySchema(() => z.strictObject({
  email: z.email('email must be a valid email address').check(z.maxLength(320)),
  password: z.string().check(z.minLength(1), z.maxLength(1000)),
  rememberMe: z.optional(formBooleanSchema),
  crumb: z.optional(z.string().check(z.maxLength(200))),
}));

/** DELETE /api/site-users/account/session query. */
export const siteUserLogoutQuerySchema = lazySchema(() => z.strictObject({
  cloneCart: z.optional(formBooleanSchema),
  crumb: z.optional(z.string().check(z.maxLength(200))),
}));

/** A site-user session token as the server makes them (base64url of 32 random bytes, with room). */
export const SITE_USER_SESSION_TOKEN_PATTERN = /^[\w-]{20,100}$/;

/**
 * Login answer: the cross-site token to send on later requests; for a page on another site (its
 * browser keeps the session cookie from it) also the session itself, sent back in
 * SITE_USER_SESSION_HEADER (docs/embedding.md).
 */
export const siteUserLoginReplySchema = lazySchema(() => z.object({ xsrfToken: z.string(), sessionToken: z.optional(z.string().check(z.regex(SITE_USER_SESSION_TOKEN_PATTERN))) }));


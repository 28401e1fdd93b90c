import type { FastifyRequest } from 'fastify';
import type { AnalyticsWriter } from '../db/batch-writer.js';
import type { Database } from '../db/database.js';
import type { CaptchaVerifier } from '../forms/captcha-verifier.js';
import type { PlacesProvider } from '../places/places-provider.js';
import type { PageInvalidation } from '../pages/page-invalidation.js';

/** What every route group gets: storage, the clock, and the configured providers. */
export interface RouteDeps {
  db: Database;
  /** Analytics rows (census, errors, tracking, performance): batched, see server/db/batch-writer.ts. */
  analytics: AnalyticsWriter;
  /** The clock; tests pass a fixed one. */
  now: () => Date;
  /** Null when MAPS_API_KEY is unset: place endpoints answer 'not configured'. */
  places: PlacesProvider | null;
  ownerToken: string;
  /** SITE_ORIGIN (server/site-origin.ts): the base of every absolute URL and redirect; undefined keeps them relative. */
  siteOrigin: string | undefined;
  rateLimits: RateLimits;
  /** Checks the captcha token of forms that ask for one (CAPTCHA_SECRET, CAPTCHA_VERIFY_URL). */
  captcha: CaptchaVerifier;
  /** The origin of a request's page when it is another site in ALLOWED_ORIGINS, else null. */
  allowedOtherOrigin: (request: FastifyRequest) => string | null;
  /** ALLOWED_ORIGINS: the other sites' origins allowed to embed this one. */
  allowedOrigins: ReadonlySet<string>;
  /** Drops the drawn pages that read the data an owner write changed (server/pages/surrogate-keys.ts names it). */
  pages: PageInvalidation;
}

/** Requests per minute per client address. */
export interface RateLimits {
  /** Every API route. */
  api: number;
  /** Form keys and submissions. */
  formSubmission: number;
  /** Site-user login attempts. */
  login: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { api: 600, formSubmission: 20, login: 10 };

export const RATE_LIMIT_WINDOW_MS = 60_000;

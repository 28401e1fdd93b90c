import { randomBytes } from 'node:crypto';
import { DEFAULT_BATCH_OPTIONS, type BatchOptions } from './db/batch-writer.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './routes/route-deps.js';
import { parseSiteOrigin } from './site-origin.js';
import { DEFAULT_PAGE_CACHING, type PageCaching } from './pages/page-caching.js';

/** Everything the server reads from its environment, in one typed object. */
export interface ServerConfig {
  port: number;
  host: string;
  /** postgres://... for a real Postgres server; unset means embedded PGlite. */
  databaseUrl: string | undefined;
  /** PGlite data directory for `npm start`. */
  dataDir: string;
  ownerToken: string;
  /** True when OWNER_TOKEN was unset and a token was generated for this run. */
  ownerTokenGenerated: boolean;
  /**
   * SITE_ORIGIN: the site's own origin (https://shop.example); every absolute URL and redirect the
   * server writes is built from it, never from the Host header. Unset: redirects stay relative and
   * pages are drawn for http://localhost (their relative links stay relative).
   */
  siteOrigin: string | undefined;
  /** FRAME_ORIGINS: origins besides the site's own that may show its pages in a frame (none by default). */
  frameOrigins: string[];
  /** Origins allowed to call the API from other hosts (exact matches, e.g. https://cms.example). */
  allowedOrigins: string[];
  mapsApiKey: string | undefined;
  /** Captcha provider secret (CAPTCHA_SECRET); unset: tokens are required but not verified. */
  captchaSecret: string | undefined;
  /** The provider's siteverify URL (CAPTCHA_VERIFY_URL); default: reCAPTCHA's. */
  captchaVerifyUrl: string | undefined;
  /** Answers with injected faults under /api/test-faults (browser tests only). */
  faultRoutes: boolean;
  /** Requests per minute per client address (RATE_LIMIT_API, RATE_LIMIT_FORMS, RATE_LIMIT_LOGIN). */
  rateLimits: RateLimits;
  /**
   * TRUST_PROXY: which proxies in front of the server may set X-Forwarded-For/-Proto/-Host
   * (so https behind a TLS proxy gives Secure cookies and rate limits see the visitor's address):
   * false (unset), true (any), a hop count, or a list of addresses/CIDR ranges.
   */
  trustProxy: boolean | number | string[];
  logger: boolean;
  /**
   * Analytics writes batched (ANALYTICS_BATCH_MS, the longest a row waits; default 10) or written
   * before each answer (ANALYTICS_BATCH_MS=0).
   */
  analyticsBatch: BatchOptions | false;
  /**
   * MAX_EVENT_LOOP_DELAY_MS: answer 503 (Retry-After) while the event loop lags more than this,
   * instead of queueing requests the process cannot serve in time; 0 turns it off.
   */
  maxEventLoopDelayMs: number;
  /**
   * ANALYTICS_RETENTION_DAYS: analytics rows older than this many days are dropped, a whole month
   * partition at a time (server/db/analytics-partitions.ts); null (unset) keeps everything.
   */
  analyticsRetentionDays: number | null;
  /** PAGE_CACHE_SECONDS and PAGE_STALE_SECONDS: how long shared caches keep a drawn page (server/pages/site-pages.ts). */
  pageCaching: PageCaching;
  /** PURGE_URL: an edge cache told to drop pages whose data an owner changed (`PURGE` with `Surrogate-Key`). */
  purgeUrl: string | undefined;
}

/**
 * Reads WORKERS: unset → 1 server process; a whole number 1-64; `auto` → one per core. More than
 * one needs DATABASE_URL (checked by server/main.ts).
 */
export function parseWorkers(value: string | undefined, cores: number): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return 1;
  if (text === 'auto') return Math.max(1, cores);
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1 || count > 64) throw new Error(`WORKERS must be a whole number 1-64 or "auto", got "${value}"`);
  return count;
}

/** The event-loop lag above which the server sheds load, by default. */
export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 1000;

/** Reads MAX_EVENT_LOOP_DELAY_MS: unset → 1000, 0 → off, else 10-60000 ms. */
export function parseEventLoopDelay(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_MAX_EVENT_LOOP_DELAY_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || (ms !== 0 && (ms < 10 || ms > 60_000))) throw new Error(`MAX_EVENT_LOOP_DELAY_MS must be 0 (off) or a whole number of milliseconds 10-60000, got "${value}"`);
  return ms;
}

/** Reads ANALYTICS_BATCH_MS: unset → the default batching, 0 → off, 1-1000 → that wait. */
export function parseAnalyticsBatch(value: string | undefined): BatchOptions | false {
  if (value === undefined || value.trim() === '') return DEFAULT_BATCH_OPTIONS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > 1000) throw new Error(`ANALYTICS_BATCH_MS must be a whole number of milliseconds 0-1000 (0 turns batching off), got "${value}"`);
  return ms === 0 ? false : { ...DEFAULT_BATCH_OPTIONS, flushMs: ms };
}

/** Reads TRUST_PROXY: unset/0/false, 1/true, a hop count (2-99) or "10.0.0.0/8, 127.0.0.1". */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === '1' || text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 99) throw new Error(`TRUST_PROXY hop count must be 1-99, got "${value}"`);
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const address = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/;
  const bad = entries.find((entry) => !address.test(entry) && !['loopback', 'linklocal', 'uniquelocal'].includes(entry));
  if (bad !== undefined || entries.length === 0) {
    throw new Error(`TRUST_PROXY must be true, false, a hop count or a comma-separated list of IP addresses/CIDR ranges, got "${value}"`);
  }
  return entries;
}

function parseLimit(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`${name} must be a positive whole number of requests per minute, got "${value}"`);
  return limit;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be an integer 0-65535, got "${value}"`);
  return port;
}

/** Splits ALLOWED_ORIGINS ("https://a.example, https://b.example") and checks each entry. */
export function parseAllowedOrigins(value: string | undefined, name = 'ALLOWED_ORIGINS'): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new Error(`${name} entries must be bare origins such as https://cms.example, got "${entry}"`);
      }
      if (url.origin !== entry.replace(/\/$/, '')) throw new Error(`${name} entries must be bare origins, got "${entry}"`);
      return url.origin;
    });
}

/** Reads ANALYTICS_RETENTION_DAYS: unset → keep everything; else a whole number of days, 1-36500. */
export function parseRetentionDays(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1 || days > 36_500) throw new Error(`ANALYTICS_RETENTION_DAYS must be a whole number of days 1-36500 (unset keeps everything), got "${value}"`);
  return days;
}

/** Reads a number of seconds (PAGE_CACHE_SECONDS, PAGE_STALE_SECONDS): unset → `fallback`; else a whole number 0-31536000. */
export function parseSeconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 31_536_000) throw new Error(`${name} must be a whole number of seconds 0-31536000, got "${value}"`);
  return seconds;
}

/** Reads PURGE_URL: unset → no edge cache; else an http(s) URL. */
export function parsePurgeUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`PURGE_URL must be an http or https URL such as http://127.0.0.1:6081/, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PURGE_URL must be an http or https URL such as http://127.0.0.1:6081/, got "${value}"`);
  return url.href;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const ownerToken = env.OWNER_TOKEN?.trim();
  if (ownerToken !== undefined && ownerToken !== '' && ownerToken.length < 16) {
    throw new Error('OWNER_TOKEN must be at least 16 characters long');
  }
  return {
    port: parsePort(env.PORT, 4173),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || '.data',
    ownerToken: ownerToken || randomBytes(24).toString('base64url'),
    ownerTokenGenerated: !ownerToken,
    siteOrigin: parseSiteOrigin(env.SITE_ORIGIN),
    allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
    frameOrigins: parseAllowedOrigins(env.FRAME_ORIGINS, 'FRAME_ORIGINS'),
    mapsApiKey: env.MAPS_API_KEY || undefined,
    captchaSecret: env.CAPTCHA_SECRET || undefined,
    captchaVerifyUrl: env.CAPTCHA_VERIFY_URL || undefined,
    faultRoutes: env.SITESTACK_FAULT_ROUTES === '1',
    rateLimits: {
      api: parseLimit('RATE_LIMIT_API', env.RATE_LIMIT_API, DEFAULT_RATE_LIMITS.api),
      formSubmission: parseLimit('RATE_LIMIT_FORMS', env.RATE_LIMIT_FORMS, DEFAULT_RATE_LIMITS.formSubmission),
      login: parseLimit('RATE_LIMIT_LOGIN', env.RATE_LIMIT_LOGIN, DEFAULT_RATE_LIMITS.login),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logger: env.LOG === '1',
    analyticsBatch: parseAnalyticsBatch(env.ANALYTICS_BATCH_MS),
    maxEventLoopDelayMs: parseEventLoopDelay(env.MAX_EVENT_LOOP_DELAY_MS),
    analyticsRetentionDays: parseRetentionDays(env.ANALYTICS_RETENTION_DAYS),
    pageCaching: {
      seconds: parseSeconds('PAGE_CACHE_SECONDS', env.PAGE_CACHE_SECONDS, DEFAULT_PAGE_CACHING.seconds),
      staleSeconds: parseSeconds('PAGE_STALE_SECONDS', env.PAGE_STALE_SECONDS, DEFAULT_PAGE_CACHING.staleSeconds),
    },
    purgeUrl: parsePurgeUrl(env.PURGE_URL),
  };
}

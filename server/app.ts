import underPressure from '@fastify/under-pressure';
import { CART_HEADER_NAME } from '../src/runtime/commerce/checkout-routes.js';
import { databaseRateLimitStore } from './rate-limit-store.js';
import { createAnalyticsWriter, type AnalyticsWriter, type BatchOptions } from './db/batch-writer.js';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { CRUMB_HEADER_NAME, SITE_USER_SESSION_HEADER, SITE_USER_XSRF_HEADER } from '../src/runtime/net/crumb.js';
import { readConfig, type ServerConfig } from './config.js';
import { checkCrumb, crumbFor, ensureCrumbCookie } from './crumb.js';
import { startPartitionMaintenance } from './db/analytics-partitions.js';
import { migrate, openDatabase, pendingMigrations, type Database } from './db/database.js';
import { seedDefaults } from './db/seed-defaults.js';
import { seedDemoForms } from './forms/demo-forms.js';
import { seedDemoContent } from './content/demo-content.js';
import { HttpError, tooManyRequests } from './http-errors.js';
import { allowedOtherOrigin, crossSiteRefusal, isFromAnotherOrigin, ownOriginOf } from './origin-check.js';
import { assertAcceptable, databaseDataError, dropUntrustedCookies } from './input-boundary.js';
import { createGooglePlacesProvider, type PlacesProvider } from './places/places-provider.js';
import { registerCensusRoutes } from './routes/census.js';
import { registerContentRoutes } from './routes/content.js';
import { registerCheckoutPages, registerCommerceRoutes } from './routes/commerce.js';
import { registerEventRoutes } from './routes/events.js';
import { captchaVerifierFor, type CaptchaVerifier } from './forms/captcha-verifier.js';
import { registerFormRoutes } from './routes/forms.js';
import { registerOwnerRoutes } from './routes/owner.js';
import { registerPerformanceRoutes } from './routes/performance.js';
import { registerPlaceRoutes } from './routes/places.js';
import { registerReviewRoutes } from './routes/reviews.js';
import { REVIEW_REQUEST_PAGE_PATH } from '../src/runtime/reviews/review-request-rules.js';
import fastifyCompress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import type { PageRenderer } from './pages/page-renderer.js';
import { registerSitePages } from './pages/site-pages.js';
import { PageCache } from './pages/page-cache.js';
import { createPageInvalidation } from './pages/page-invalidation.js';
import { isInProcessCall } from './pages/in-process-site-api.js';
import { assertWellFormedRequest } from './site-origin.js';
import { framingHeaders } from './pages/page-security.js';
import { BUNDLE_CACHE_CONTROL, bundleCacheControl } from './pages/bundle-caching.js';
import { seedDemoReviewRequests } from './reviews/demo-review-requests.js';
import { markVisitorData } from './visitor-data-caching.js';
import { requestLogOptions, type LogDestination } from './request-log.js';
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_WINDOW_MS, type RateLimits, type RouteDeps } from './routes/route-deps.js';
import { registerSessionRoutes } from './routes/session.js';
import { registerStatsPage, registerStatsRoutes } from './routes/stats.js';
import { registerTestFaultRoutes } from './routes/test-faults.js';
import { registerWidgetRoutes } from './routes/widgets.js';
import { registerOwnerSiteDataRoutes } from './routes/owner-site-data.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered (method and URL pattern), for tests that walk them all. */
    siteRoutes: ReadonlyArray<{ method: string; url: string }>;
    /** The analytics writer (server/db/batch-writer.ts); tests flush it before reading analytics tables. */
    analytics: AnalyticsWriter;
  }
  interface FastifyContextConfig {
    /** false: the route does not check the crumb (beacons, owner calls with a bearer token). */
    crumb?: boolean;
    /** true: every reply of the route carries the visitor's own data (server/visitor-data-caching.ts). */
    visitorData?: boolean;
    /** true: a page drawn for everyone (server/pages/site-pages.ts); it sets no cookie, not even the crumb. */
    sharedPage?: boolean;
  }
}

// From a string, not `new URL()`: under a DOM test environment URL is not Node's own.
const root = `${join(dirname(fileURLToPath(import.meta.url)), '..')}/`;

/** Largest request body the API accepts (a form submission with long answers fits easily). */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** How long a client may take (issue 17: a body that never finishes must not hold a connection). */
export interface RequestTimeouts {
  /** From connecting to the end of the request headers. */
  headersMs: number;
  /** From connecting to the end of the whole request, body included. */
  requestMs: number;
  /** A connection with no traffic at all. */
  idleMs: number;
  /**
   * A connection kept alive after a reply, until its next request. Longer than the 60 s idle time
   * of common load balancers (and of `idleMs`): a balancer that keeps connections to the server
   * must never send a request on one the server is closing at that moment (a 502 for the visitor).
   */
  keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: RequestTimeouts = { headersMs: 10_000, requestMs: 30_000, idleMs: 60_000, keepAliveMs: 72_000 };

export interface AppOptions {
  /** Header, body and idle time limits; defaults DEFAULT_TIMEOUTS. */
  timeouts?: Partial<RequestTimeouts>;
  /** The request log (server/request-log.ts): on, off, or on into a destination (tests); off in tests by default. */
  logger?: boolean | { stream: LogDestination };
  /** Configuration; defaults come from the environment (see server/config.ts). */
  config?: Partial<ServerConfig>;
  /**
   * An open, migrated-or-not database. When omitted, the app opens one from the configuration
   * (DATABASE_URL, else in-memory PGlite) and closes it with the app.
   */
  db?: Database;
  /** The clock for stored timestamps and key expiry. */
  now?: () => Date;
  /** Maps provider; defaults to Google Places when MAPS_API_KEY is set, else none. */
  places?: PlacesProvider | null;
  rateLimits?: Partial<RateLimits>;
  /** Captcha token checks; defaults to siteverify when CAPTCHA_SECRET is set, else presence only. */
  captcha?: CaptchaVerifier;
  /**
   * Where rate limits are counted: `database` (shared by every process on the database; the
   * default on Postgres) or `memory` (this process only; the default on PGlite, one process).
   */
  rateLimitStore?: 'memory' | 'database';
  /** How often the event-loop lag is sampled for load shedding (tests sample fast); default 1000 ms. */
  loadSampleIntervalMs?: number;
  /** Analytics write batching; defaults to the configuration (ANALYTICS_BATCH_MS). */
  analyticsBatch?: BatchOptions | false;
  /**
   * Draws the blocks of the site's pages on the server (server/pages/page-renderer.ts); without
   * one, pages are served as written and the browser draws their blocks.
   */
  pageRenderer?: PageRenderer | null;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

function describeFastifyError(error: FastifyError): { status: number; message: string } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: `Request body is too large: the limit is ${BODY_LIMIT_BYTES} bytes.` };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        message: 'Unsupported content type: send application/json, application/x-www-form-urlencoded or text/plain.',
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: 'Invalid request body: the JSON body is empty.' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: `Invalid request body: malformed JSON (${error.message}).` };
    default:
      break;
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
    return { status: 400, message: `Invalid request body: malformed JSON (${error.message}).` };
  }
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, message: error.message };
  }
  return null;
}

function loggerOptions(logger: boolean | { stream: LogDestination }) {
  if (logger === false) return false;
  return requestLogOptions(logger === true ? undefined : logger.stream);
}

/** Retry-After of a request shed under load. */
export const SHED_RETRY_AFTER_SECONDS = 5;

function handleError(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (typeof error.body.retryAfterSeconds === 'number') reply.header('Retry-After', String(error.body.retryAfterSeconds));
    return reply.code(error.statusCode).send(error.body);
  }
  const known = describeFastifyError(error);
  if (known) return reply.code(known.status).send({ error: known.message });
  // A value the database refused (out of range, bad encoding) that got past the input boundary.
  const dataError = databaseDataError(error, request);
  if (dataError) return reply.code(400).send({ error: dataError });
  request.log.error(error);
  if (!this.log.level || this.log.level === 'silent') console.error(error);
  return reply.code(500).send({ error: 'Internal server error.' });
}

/**
 * The site server: the demo site at `/`, the bundle at `/dist/` (with
 * `Access-Control-Allow-Origin: *` so a page on any host can load it as a module script), and the
 * site API at `/api/` (spec 01 §7, spec 02 §7, spec 03 §7).
 */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const config: ServerConfig = { ...readConfig(), ...options.config };
  const ownsDb = !options.db;
  const db = options.db ?? (await openDatabase({ databaseUrl: config.databaseUrl }));
  await migrate(db);
  const now = options.now ?? (() => new Date());
  // Analytics partitions for this month and the next ones exist before the first request.
  const partitions = startPartitionMaintenance(db, { now, retentionDays: config.analyticsRetentionDays });
  try {
    await partitions.run();
    await seedDefaults(db);
    // The demo's forms (demo/*.html block JSON), so `npm start` stores real submissions.
    await seedDemoForms(db, `${root}demo`);
  } catch (error) {
    // A start that fails leaves no daily timer behind.
    await partitions.stop();
    throw error;
  }

  const trustProxy = config.trustProxy ?? false;
  const timeouts: RequestTimeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: loggerOptions(options.logger ?? config.logger),
    bodyLimit: BODY_LIMIT_BYTES,
    // A request whose headers or body never finish is answered 408 and closed; an idle socket is
    // closed, and a kept-alive one some time after its last reply.
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      requestTimeout: timeouts.requestMs,
      // Node checks the two limits above on this interval (default 30 s, too coarse for short limits).
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(timeouts.headersMs / 2))),
    },
    // A hop count trusts that many proxies nearest the server (TRUST_PROXY, docs/configuration.md).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
  });
  // Closing writes every buffered analytics row before the database closes.
  const analytics = createAnalyticsWriter(db, options.analyticsBatch ?? config.analyticsBatch);
  app.decorate('analytics', analytics);
  // Rate limits are counted in the database when several processes share it
  // (docs/production.md); closing writes the counts taken locally.
  const sharedRateLimits = (options.rateLimitStore ?? (db.kind === 'postgres' ? 'database' : 'memory')) === 'database' ? databaseRateLimitStore(db) : null;
  // Drawn pages, kept once per content version and dropped when an owner write changes what they
  // read, in every process on the database and at the edge cache (issue 49).
  const pageCache = new PageCache({ maxAgeMs: config.pageCaching.seconds * 1000 });
  const pageInvalidation = await createPageInvalidation({ cache: pageCache, db, purgeUrl: config.purgeUrl, log: (message) => app.log.error(message) });
  app.addHook('onClose', async () => {
    await pageInvalidation.close();
    await partitions.stop();
    await analytics.close();
    await sharedRateLimits?.flush();
    if (ownsDb) await db.close();
  });
  const siteRoutes: Array<{ method: string; url: string }> = [];
  app.decorate('siteRoutes', siteRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) siteRoutes.push({ method, url: route.url });
  });
  app.setErrorHandler(handleError);

  // Operations (docs/production.md): liveness (the process answers) and readiness (the
  // database answers and its schema is this code's), for a load balancer or an orchestrator.
  app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      const pending = await pendingMigrations(db);
      if (pending.length > 0) return reply.code(503).send({ status: 'unavailable', problem: `migrations not applied: ${pending.join(', ')}` });
      return reply.send({ status: 'ready' });
    } catch {
      return reply.code(503).send({ status: 'unavailable', problem: 'the database cannot be reached' });
    }
  });

  // Load shedding (docs/production.md): while the event loop lags more than
  // MAX_EVENT_LOOP_DELAY_MS, requests get a 503 with Retry-After at once instead of waiting in a
  // queue; the health endpoints still answer.
  if (config.maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: config.maxEventLoopDelayMs,
      sampleInterval: options.loadSampleIntervalMs ?? 1000,
      pressureHandler: (request, reply) => {
        if (request.url === '/healthz' || request.url === '/readyz') return;
        void reply
          .code(503)
          .header('Retry-After', String(SHED_RETRY_AFTER_SECONDS))
          .send({ error: `The server is busy: try again in ${SHED_RETRY_AFTER_SECONDS} seconds.`, retryAfterSeconds: SHED_RETRY_AFTER_SECONDS });
      },
    });
  }

  // A request target that is no path, or a Host that is no host name, is refused before any route
  // (server/site-origin.ts); nothing the server writes is built from Host.
  app.addHook('onRequest', async (request) => assertWellFormedRequest(request));
  // No other site frames an HTML answer (a page, a checkout page, a no-script form's answer) unless
  // FRAME_ORIGINS names it (server/pages/page-security.ts).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      const csp = reply.getHeader('content-security-policy');
      reply.headers(framingHeaders(typeof csp === 'string' ? csp : undefined, config.frameOrigins));
    }
    return payload;
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  // API answers are compressed per request at a fast level (brotli 4); the bundle's files are
  // precompressed at build, and drawn pages once when they are drawn, at the highest levels
  // (server/pages/page-cache.ts), so the plugin leaves both alone.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT, [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  // Every API answer and page for one visitor gives a visitor without one a crumb cookie, unless a
  // page of another origin asked: it cannot read this site's cookie (issue 46). Shared pages and
  // the bundle set none: they are the same bytes for everyone (issue 49); the crumb comes with the
  // page's first API answer, or from GET /api/crumb before its first write.
  // Cookies are untrusted input: a value that is not printable ASCII counts as never sent.
  app.addHook('onRequest', async (request, reply) => {
    dropUntrustedCookies(request.cookies);
    if (request.routeOptions.config?.sharedPage || request.url.startsWith('/dist/') || isFromAnotherOrigin(request) || isInProcessCall(request)) return;
    ensureCrumbCookie(request, reply);
  });
  // Replies with the visitor's own data, and any reply that sets a cookie, are kept by no shared
  // cache (server/visitor-data-caching.ts).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config?.visitorData || reply.hasHeader('set-cookie')) markVisitorData(reply);
    return payload;
  });
  // The input boundary (server/input-boundary.ts): no route sees a NUL, a lone surrogate, a
  // non-finite number, a hostile depth or an endless array, in its path, query or body.
  app.addHook('preValidation', async (request) => {
    assertAcceptable(request.params, 'params');
    assertAcceptable(request.query, 'query');
    assertAcceptable(request.body, 'body');
  });

  const deps: RouteDeps = {
    db,
    analytics,
    now,
    places: options.places !== undefined ? options.places : config.mapsApiKey ? createGooglePlacesProvider(config.mapsApiKey) : null,
    ownerToken: config.ownerToken,
    siteOrigin: config.siteOrigin,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...config.rateLimits, ...options.rateLimits },
    captcha: options.captcha ?? captchaVerifierFor(config),
    allowedOtherOrigin: (request) => otherAllowedOrigin(request),
    allowedOrigins: new Set(config.allowedOrigins),
    pages: pageInvalidation,
  };
  // The demo's pages, journal and tour (search, collection lists, tour dates, calendar).
  await seedDemoContent(db, deps.now());
  // The demo's review request links (demo/reviews.html): open, already reviewed, expired.
  await seedDemoReviewRequests(db, deps.now());
  const allowedOrigins = new Set(config.allowedOrigins);
  const otherAllowedOrigin = (request: FastifyRequest) => allowedOtherOrigin(request, allowedOrigins);

  // Cross-site writes only from configured origins, on every route: the API, the no-script form
  // and the checkout post alike (server/origin-check.ts).
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const refusal = crossSiteRefusal({
      origin: header('origin'),
      secFetchSite: header('sec-fetch-site'),
      referer: header('referer'),
      ownOrigin: ownOriginOf(request.protocol, request.host),
      allowedOrigins,
    });
    if (refusal) throw new HttpError(403, refusal);
  });

  /** Set up with the API's rate limit below: a page the server draws counts once against its visitor. */
  let limitPageRenders: ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) | null = null;
  await app.register(
    async (api) => {
      await api.register(fastifyCors, {
        origin: (origin, callback) => callback(null, origin !== undefined && allowedOrigins.has(origin)),
        credentials: true,
        methods: ['GET', 'POST', 'PUT', 'DELETE'],
        allowedHeaders: ['content-type', CRUMB_HEADER_NAME, SITE_USER_XSRF_HEADER, SITE_USER_SESSION_HEADER, CART_HEADER_NAME, 'authorization'],
        // The cart pass an allowed page of another site keeps (server/commerce/cart-credentials.ts).
        exposedHeaders: [CART_HEADER_NAME],
        maxAge: 600,
      });
      await api.register(fastifyRateLimit, {
        global: true,
        max: deps.rateLimits.api,
        timeWindow: RATE_LIMIT_WINDOW_MS,
        // Every limit here counts per RATE_LIMIT_WINDOW_MS; the message names it, not the time left.
        errorResponseBuilder: (_request, context) => tooManyRequests(context.max, RATE_LIMIT_WINDOW_MS, context.ttl),
        // The page renderer's in-process calls: the page request that caused them is counted instead.
        allowList: (request) => isInProcessCall(request),
        // A counter the database cannot answer lets the request through rather than failing it.
        ...(sharedRateLimits ? { store: sharedRateLimits as never, skipOnError: true } : {}),
      });
      const countPageRender = api.createRateLimit({ max: deps.rateLimits.api, timeWindow: RATE_LIMIT_WINDOW_MS, keyGenerator: (request) => `page:${request.ip}` });
      limitPageRenders = async (request, reply) => {
        const counted = await countPageRender(request);
        if (counted.isAllowed || !counted.isExceeded) return;
        reply.header('retry-after', String(counted.ttlInSeconds));
        throw tooManyRequests(deps.rateLimits.api, RATE_LIMIT_WINDOW_MS, counted.ttl);
      };

      // (The page renderer's in-process calls act for no visitor: a widget rendering is a POST.)
      api.addHook('preHandler', async (request, reply) => {
        if (STATE_CHANGING.has(request.method) && request.routeOptions.config.crumb !== false && !isInProcessCall(request)) checkCrumb(request, reply, otherAllowedOrigin);
      });

      // The visitor's crumb (spec 02 §4), for a page that is not served from here and so has no
      // crumb yet: the data layer asks once before its first write instead of being refused once.
      // A page of another site gets a crumb signed for its origin (docs/embedding.md).
      api.get('/crumb', { config: { visitorData: true } }, async (request, reply) => {
        return { crumb: crumbFor(request, reply, otherAllowedOrigin) };
      });

      registerFormRoutes(api, deps);
      registerCensusRoutes(api, deps);
      registerContentRoutes(api, deps);
      registerEventRoutes(api, deps);
      registerPerformanceRoutes(api, deps);
      registerSessionRoutes(api, deps);
      registerWidgetRoutes(api, deps);
      registerPlaceRoutes(api, deps);
      registerOwnerRoutes(api, deps);
      registerStatsRoutes(api, deps);
      registerCommerceRoutes(api, deps);
      registerOwnerSiteDataRoutes(api, deps);
      registerReviewRoutes(api, deps);
      if (config.faultRoutes) registerTestFaultRoutes(api);

    },
    { prefix: '/api' },
  );
  registerCheckoutPages(app, deps);

  await app.register(fastifyStatic, {
    root: `${root}dist`,
    prefix: '/dist/',
    decorateReply: false,
    // The .br and .gz files written beside each file at build.
    preCompressed: true,
    cacheControl: false,
    // @fastify/static 10 hands setHeaders the Fastify reply, not the raw response.
    setHeaders: (reply, path) => {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cache-Control', bundleCacheControl(path));
    },
  });
  // The owner's stats page (its data is behind the owner token).
  registerStatsPage(app);
  // The demo site's pages, drawn on the server; also the search page at /search (spec 01 §2),
  // where <ss-search> sends visitors, and the product-reviews request page (spec 01 §2, page type
  // 209) that review emails link to.
  await registerSitePages(app, {
    pagesRoot: `${root}demo`,
    renderer: options.pageRenderer ?? null,
    siteOrigin: config.siteOrigin,
    limitRenders: (request, reply) => limitPageRenders!(request, reply),
    cache: pageCache,
    caching: config.pageCaching,
    aliases: { '/search': 'search.html', [REVIEW_REQUEST_PAGE_PATH]: 'reviews.html' },
  });
  await app.register(fastifyStatic, { root: `${root}demo`, prefix: '/', index: false, cacheControl: false, setHeaders: (reply) => void reply.header('Cache-Control', BUNDLE_CACHE_CONTROL.revalidate) });
  // The demo's wildcard route also receives unknown /api/ paths, so one handler answers both.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const message = path.startsWith('/api/') ? `No such API endpoint: ${request.method} ${path}` : `Not found: ${path}`;
    reply.code(404).send({ error: message });
  });
  return app;
}

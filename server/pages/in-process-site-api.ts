import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { SiteApi } from '../../src/ssr/server-data.js';
import { assertSiteApiPath, siteApiFailure } from '../../src/ssr/site-api-reply.js';
import { SURROGATE_KEY_HEADER, keysOf } from './surrogate-keys.js';

/**
 * Marks the renderer's in-process calls, so the visitor rate limit does not count them (the page
 * request that caused them is counted instead, server/pages/site-pages.ts): they all come from
 * 127.0.0.1 and would share one bucket, leaving every visitor's blocks drawn without their data.
 * A secret of this process, so no client can send it.
 */
const IN_PROCESS_HEADER = 'x-sitestack-in-process';
const IN_PROCESS_SECRET = Buffer.from(randomBytes(24).toString('base64url'));

/** Whether `request` is one of this process's in-process calls. */
export function isInProcessCall(request: { headers: IncomingHttpHeaders }): boolean {
  const value = request.headers[IN_PROCESS_HEADER];
  if (typeof value !== 'string' || value.length !== IN_PROCESS_SECRET.length) return false;
  return timingSafeEqual(Buffer.from(value), IN_PROCESS_SECRET);
}

/** The site API as a page drawn for everyone reaches it, with what the drawing read. */
export interface DrawingSiteApi extends SiteApi {
  /** Surrogate keys of every reply the blocks read (server/pages/surrogate-keys.ts). */
  readonly dataKeys: ReadonlySet<string>;
  /** Whether a reply was for one visitor only (`private`/`no-store`): the page is then theirs alone, never kept. */
  readonly forOneVisitor: boolean;
  /** Whether a call failed on the server's side (5xx): the page is drawn without that data and not kept. */
  readonly incomplete: boolean;
}

/**
 * The site API answered in-process (Fastify's `inject`, no socket) for a page drawn once for
 * every visitor (issue 49): no cookie, crumb or language of whoever asked first travels with the
 * calls, so no visitor's state can enter the shared page; blocks that show a visitor's own data
 * (the cart, the consent choice) draw their neutral state and the browser fills it in. The
 * replies' `Surrogate-Key` headers say which site data the page read.
 */
export function sharedSiteApi(app: FastifyInstance): DrawingSiteApi {
  const dataKeys = new Set<string>();
  let forOneVisitor = false;
  let incomplete = false;
  return {
    get incomplete() {
      return incomplete;
    },
    get dataKeys() {
      return dataKeys;
    },
    get forOneVisitor() {
      return forOneVisitor;
    },
    async request(path, init = {}) {
      assertSiteApiPath(path);
      const response = await app.inject({
        method: init.method ?? 'GET',
        url: path,
        headers: {
          [IN_PROCESS_HEADER]: IN_PROCESS_SECRET.toString(),
          ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(init.form ? { payload: new URLSearchParams(init.form).toString() } : {}),
      });
      for (const key of keysOf(response.headers[SURROGATE_KEY_HEADER])) dataKeys.add(key);
      if (/\b(?:private|no-store)\b/i.test(String(response.headers['cache-control'] ?? ''))) forOneVisitor = true;
      if (response.statusCode >= 500) incomplete = true;
      if (response.statusCode !== 200) {
        let body: unknown = null;
        try {
          body = response.json();
        } catch {
          body = null;
        }
        throw siteApiFailure(init.method ?? 'GET', path, response.statusCode, body);
      }
      return response.json() as unknown;
    },
  };
}

import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CRUMB_COOKIE_NAME, CRUMB_HEADER_NAME } from '../../src/runtime/net/crumb.js';
import type { SiteApi } from '../../src/ssr/server-data.js';
import { assertSiteApiPath, siteApiFailure } from '../../src/ssr/site-api-reply.js';

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

/**
 * The site API answered in-process (Fastify's `inject`, no socket), as the visitor whose page is
 * being rendered: their cookies (cart, session) and their crumb travel with each call, so a
 * block's server data is what the browser would have fetched.
 */
export function inProcessSiteApi(app: FastifyInstance, visitor: FastifyRequest): SiteApi {
  return {
    visitorCookies: visitor.headers.cookie ?? '',
    async request(path, init = {}) {
      assertSiteApiPath(path);
      // The crumb as the page request left it: a cookie the server did not sign was replaced there
      // (server/crumb.ts), so the visitor's own header may still name the old one.
      const crumb = visitor.cookies[CRUMB_COOKIE_NAME];
      const others = (visitor.headers.cookie ?? '')
        .split(';')
        .map((part) => part.trim())
        .filter((part) => part !== '' && !part.startsWith(`${CRUMB_COOKIE_NAME}=`));
      const cookie = [...others, crumb ? `${CRUMB_COOKIE_NAME}=${crumb}` : ''].filter(Boolean).join('; ');
      const response = await app.inject({
        method: init.method ?? 'GET',
        url: path,
        headers: {
          [IN_PROCESS_HEADER]: IN_PROCESS_SECRET.toString(),
          ...(cookie ? { cookie } : {}),
          ...(crumb ? { [CRUMB_HEADER_NAME]: crumb } : {}),
          ...(visitor.headers['accept-language'] ? { 'accept-language': visitor.headers['accept-language'] } : {}),
          ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(init.form ? { payload: new URLSearchParams(init.form).toString() } : {}),
      });
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

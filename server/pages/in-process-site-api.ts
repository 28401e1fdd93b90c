import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CRUMB_COOKIE_NAME, CRUMB_HEADER_NAME } from '../../src/runtime/net/crumb.js';

/** What the server renderer calls the site API with (src/ssr/server-data.ts `SiteApi`). */
export interface SiteApi {
  request(path: string, init?: { method?: 'GET' | 'POST'; form?: Record<string, string> }): Promise<unknown>;
  visitorCookies?: string;
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
      if (!path.startsWith('/api/')) throw new Error(`the server renderer only calls the site API, not ${path}`);
      const crumb = visitor.cookies[CRUMB_COOKIE_NAME];
      const cookie = [visitor.headers.cookie, crumb && !visitor.headers.cookie?.includes(`${CRUMB_COOKIE_NAME}=`) ? `${CRUMB_COOKIE_NAME}=${crumb}` : '']
        .filter(Boolean)
        .join('; ');
      const response = await app.inject({
        method: init.method ?? 'GET',
        url: path,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(crumb ? { [CRUMB_HEADER_NAME]: crumb } : {}),
          ...(visitor.headers['accept-language'] ? { 'accept-language': visitor.headers['accept-language'] } : {}),
          ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(init.form ? { payload: new URLSearchParams(init.form).toString() } : {}),
      });
      if (response.statusCode !== 200) {
        // The status and the API's error code go with the failure: some answers are a block's first picture (an expired review link).
        let code: unknown;
        try {
          code = (response.json() as { code?: unknown }).code;
        } catch {
          code = undefined;
        }
        throw Object.assign(new Error(`${init.method ?? 'GET'} ${path} answered ${response.statusCode}`), { status: response.statusCode, code });
      }
      return response.json() as unknown;
    },
  };
}

/**
 * The site API reached over HTTP, for a render with no site server in the process (the render
 * command's `--api`, or the Node API): blocks that show fetched data (products, widget
 * renderings, collection lists, tour dates, search results) fetch it from the site API the page
 * names, as an anonymous visitor. There is no visitor: nothing that depends on one (the cart, the
 * consent choice) is fetched, and the browser draws it.
 */
import type { SiteApi } from './server-data.js';
import { assertSiteApiPath, siteApiFailure } from './site-api-reply.js';
import { timeoutSignal } from '../runtime/time/timeout-signal.js';

/** The longest one call may take before the block is left to the browser. */
export const HTTP_SITE_API_TIMEOUT_MS = 10_000;

export function siteApiOverHttp(apiBase: string, fetchImpl: typeof fetch = fetch): SiteApi {
  const base = new URL(apiBase);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new Error(`the site API must be an http(s) address, not ${apiBase}`);
  return {
    async request(path, init = {}) {
      assertSiteApiPath(path);
      const method = init.method ?? 'GET';
      // The call and its body, bounded on the runtime's clock; the timer goes once they are done.
      const timeout = timeoutSignal(HTTP_SITE_API_TIMEOUT_MS);
      try {
        const response = await fetchImpl(new URL(path, base), {
          method,
          headers: { accept: 'application/json', ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
          ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
          redirect: 'error',
          signal: timeout.signal,
        });
        let body: unknown = null;
        try {
          body = await response.json();
        } catch {
          body = null;
        }
        if (response.status !== 200) throw siteApiFailure(method, path, response.status, body);
        return body;
      } finally {
        timeout.done();
      }
    },
  };
}

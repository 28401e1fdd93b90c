import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageRenderer } from './page-renderer.js';
import { inProcessSiteApi } from './in-process-site-api.js';
import { newNonce, pageContentSecurityPolicy, withNonce } from './page-security.js';
import { siteUrl } from '../site-origin.js';
import { VISITOR_DATA_CACHE_CONTROL } from '../visitor-data-caching.js';

/** Pages revalidate on every visit (their blocks may change); the bundle's hashed files do not. */
export const PAGE_CACHE_CONTROL = 'no-cache';
/** The unrendered twin of every page: as a CMS would serve it, the browser draws the blocks. */
export const UNRENDERED_PREFIX = '/plain';

function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Sends a page with an ETag (of the page without its nonce), answering a matching If-None-Match
 * with 304, under the strict Content-Security-Policy with a fresh nonce (page-security.ts).
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, html: string, cacheControl: string = PAGE_CACHE_CONTROL): FastifyReply {
  const etag = etagOf(html);
  reply.header('Cache-Control', cacheControl).header('ETag', etag).type('text/html; charset=utf-8');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const nonce = newNonce();
  return reply.header('Content-Security-Policy', pageContentSecurityPolicy(nonce)).send(withNonce(html, nonce));
}

/**
 * Serves a site's HTML pages from `pagesRoot`: `/` is index.html and `/x.html` each page, drawn
 * by the server renderer when there is one; `/plain/x.html` is the same page unrendered.
 * `aliases` maps other paths to a page (e.g. `/search` to search.html).
 */
export async function registerSitePages(
  app: FastifyInstance,
  options: {
    pagesRoot: string;
    renderer: PageRenderer | null;
    /** SITE_ORIGIN: pages are drawn for it (server/site-origin.ts). */
    siteOrigin: string | undefined;
    /** Counts a page the server draws against the visitor's rate limit (its in-process API calls are not counted). */
    limitRenders: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    aliases?: Record<string, string>;
  },
): Promise<void> {
  const { pagesRoot, renderer, siteOrigin, limitRenders, aliases = {} } = options;
  const files = (await readdir(pagesRoot)).filter((name) => name.endsWith('.html'));
  const render = async (request: FastifyRequest, reply: FastifyReply, file: string, rendered: boolean) => {
    if (rendered && renderer) await limitRenders(request, reply);
    const html = await readFile(join(pagesRoot, file), 'utf8');
    if (!rendered || !renderer) return sendPage(request, reply, html);
    // A block that read the visitor's cookies (their cart, consent) drew the page for this visitor
    // alone: no shared cache may keep it (issue 46).
    let forThisVisitor = false;
    const api = inProcessSiteApi(app, request);
    const drawn = await renderer.render(html, siteUrl(siteOrigin, request.url), {
      request: (path, init) => api.request(path, init),
      get visitorCookies() {
        forThisVisitor = true;
        return api.visitorCookies;
      },
    });
    return sendPage(request, reply, drawn, forThisVisitor ? VISITOR_DATA_CACHE_CONTROL : PAGE_CACHE_CONTROL);
  };
  const routes: Array<[string, string]> = [['/', 'index.html'], ...files.map((file): [string, string] => [`/${file}`, file]), ...Object.entries(aliases)];
  for (const [path, file] of routes) {
    app.get(path, (request, reply) => render(request, reply, file, true));
    if (path !== '/') app.get(`${UNRENDERED_PREFIX}${path}`, (request, reply) => render(request, reply, file, false));
  }
}

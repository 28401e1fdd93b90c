import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageRenderer } from './page-renderer.js';
import { sharedSiteApi } from './in-process-site-api.js';
import { sharedPage, type DrawnPage, type PageCache, type SharedPage } from './page-cache.js';
import { CACHE_TAG_HEADER, SURROGATE_KEY_HEADER, surrogateKeys } from './surrogate-keys.js';
import { drawingAddress } from '../../src/ssr/drawing-address.js';
import { siteUrl } from '../site-origin.js';
import { DEFAULT_PAGE_CACHING, sharedPageCacheControl, type PageCaching } from './page-caching.js';
import { VISITOR_DATA_CACHE_CONTROL } from '../visitor-data-caching.js';

/** The unrendered twin of every page: as a CMS would serve it, the browser draws the blocks. */
export const UNRENDERED_PREFIX = '/plain';

/** Cache-Control of a page drawn while the site API failed: its blocks fetch their data in the browser; no cache keeps it. */
const INCOMPLETE_PAGE_CACHE_CONTROL = 'no-store';

type Encoding = 'br' | 'gzip' | 'identity';

/** The body a client gets by its Accept-Encoding: brotli, else gzip, else none (a coding given `q=0` is refused). */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)).find(Boolean);
    accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const wanted = etag.replace(/^W\//, '');
  return (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === wanted);
}

/**
 * Sends a drawn page's bytes as they were made once (server/pages/page-cache.ts): the body in the
 * coding the client takes, its own strong ETag (304 for a match), its hash-based
 * Content-Security-Policy, and, for a shared page, the surrogate keys of the data it read.
 */
function sendDrawnPage(request: FastifyRequest, reply: FastifyReply, drawn: DrawnPage, caching: PageCaching): FastifyReply {
  const { page, kind } = drawn;
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const etag = encoding === 'identity' ? page.etag : `${page.etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"`;
  reply
    .header('cache-control', kind === 'shared' ? sharedPageCacheControl(caching) : kind === 'private' ? VISITOR_DATA_CACHE_CONTROL : INCOMPLETE_PAGE_CACHE_CONTROL)
    .header('etag', etag)
    .header('vary', 'Accept-Encoding')
    .header('content-security-policy', page.csp)
    .type('text/html; charset=utf-8');
  if (kind === 'shared') reply.header(SURROGATE_KEY_HEADER, page.keys.join(' ')).header(CACHE_TAG_HEADER, page.keys.join(','));
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity);
}

/** A page file as last read, and a digest of its text (a touched file with the same text keeps its drawings). */
interface PageSource {
  stamp: string;
  html: string;
  version: string;
}

/** Reads page files again only when they changed on disk (a stat per request, not a read). */
function pageSources(root: string): (file: string) => Promise<PageSource> {
  const known = new Map<string, PageSource>();
  return async (file) => {
    const path = join(root, file);
    const info = await stat(path);
    const stamp = `${info.mtimeMs}:${info.size}:${info.ino}`;
    const kept = known.get(file);
    if (kept?.stamp === stamp) return kept;
    const html = await readFile(path, 'utf8');
    const source = { stamp, html, version: createHash('sha256').update(html).digest('base64url').slice(0, 16) };
    known.set(file, source);
    return source;
  };
}

/**
 * Serves a site's HTML pages from `pagesRoot`: `/` is index.html and `/x.html` each page, drawn
 * by the server renderer when there is one; `/plain/x.html` is the same page unrendered.
 * `aliases` maps other paths to a page (e.g. `/search` to search.html).
 *
 * Pages are drawn once per content version and served to everyone from `cache` (issue 49): the
 * drawing knows no visitor (sharedSiteApi), its address keeps only the query parameters a drawing
 * reads (drawingAddress), and owner writes drop the pages that read what they changed.
 */
export async function registerSitePages(
  app: FastifyInstance,
  options: {
    pagesRoot: string;
    renderer: PageRenderer | null;
    /** SITE_ORIGIN: pages are drawn for it (server/site-origin.ts). */
    siteOrigin: string | undefined;
    /** Counts a page the server must draw against the visitor's rate limit (kept pages are not counted). */
    limitRenders: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    cache: PageCache;
    caching?: PageCaching;
    aliases?: Record<string, string>;
  },
): Promise<void> {
  const { pagesRoot, renderer, siteOrigin, limitRenders, cache, caching = DEFAULT_PAGE_CACHING, aliases = {} } = options;
  const files = (await readdir(pagesRoot)).filter((name) => name.endsWith('.html'));
  const readSource = pageSources(pagesRoot);
  const serve = async (request: FastifyRequest, reply: FastifyReply, path: string, file: string, rendered: boolean) => {
    const source = await readSource(file);
    const drawn = rendered && renderer !== null;
    const address = drawn ? drawingAddress(siteUrl(siteOrigin, request.url)) : siteUrl(siteOrigin, path);
    const cacheKey = `${drawn ? 'drawn' : 'as-written'} ${address} ${source.version}`;
    if (drawn && !cache.isAvailable(cacheKey)) await limitRenders(request, reply);
    const pageKeys = [surrogateKeys.site, surrogateKeys.page(path)];
    const result = await cache.serve(cacheKey, async (): Promise<DrawnPage> => {
      if (!drawn) return { page: await sharedPage(source.html, pageKeys), kind: 'shared' };
      const api = sharedSiteApi(app);
      const html = await renderer.render(source.html, address, api);
      const page: SharedPage = await sharedPage(html, [...pageKeys, ...api.dataKeys]);
      return { page, kind: api.forOneVisitor ? 'private' : api.incomplete ? 'incomplete' : 'shared' };
    });
    return sendDrawnPage(request, reply, result, caching);
  };
  const routes: Array<[string, string]> = [['/', 'index.html'], ...files.map((file): [string, string] => [`/${file}`, file]), ...Object.entries(aliases)];
  // A shared page sets no cookie (server/app.ts reads this flag): the crumb comes with the first API reply.
  const config = { sharedPage: true };
  for (const [path, file] of routes) {
    app.get(path, { config }, (request, reply) => serve(request, reply, path, file, true));
    if (path !== '/') app.get(`${UNRENDERED_PREFIX}${path}`, { config }, (request, reply) => serve(request, reply, `${UNRENDERED_PREFIX}${path}`, file, false));
  }
}

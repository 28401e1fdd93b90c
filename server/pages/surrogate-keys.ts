import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * Surrogate keys (issue 49): names for the site data a reply was made from, so a drawn page can
 * be dropped, by the server and by an edge cache, exactly when an owner write changes what it
 * read. API reads name their data in the `Surrogate-Key` header (space-separated, as Fastly and
 * Varnish read it); the renderer's in-process calls collect them for the page
 * (server/pages/in-process-site-api.ts); owner writes invalidate them
 * (server/pages/page-invalidation.ts).
 */
export const SURROGATE_KEY_HEADER = 'surrogate-key';
/** The same keys comma-separated, as Cloudflare reads them. */
export const CACHE_TAG_HEADER = 'cache-tag';

/** An id as it may stand in a key: as written when plain, else a digest (keys are words of [A-Za-z0-9:/._-]). */
const keyPart = (id: string) => (/^[A-Za-z0-9._-]{1,64}$/.test(id) ? id : `~${createHash('sha256').update(id).digest('hex').slice(0, 20)}`);

export const surrogateKeys = {
  /** Every page of the site (a change to what every page shows, or a purge of everything). */
  site: 'site',
  /** One page of the site, by its path. */
  page: (path: string) => {
    const name = path.replace(/^\//, '') || 'home';
    return `page:${/^[A-Za-z0-9/._-]{1,200}$/.test(name) ? name : keyPart(name)}`;
  },
  /** The product list. */
  products: 'products',
  product: (id: string) => `product:${keyPart(id)}`,
  /** Search results and unfiltered event lists: any content item. */
  content: 'content',
  collection: (id: string) => `collection:${keyPart(id)}`,
  form: (id: string) => `form:${keyPart(id)}`,
};

/** Names the data a reply was made from (added to what the reply already names). */
export function nameReplyData(reply: FastifyReply, keys: readonly string[]): void {
  const given = reply.getHeader(SURROGATE_KEY_HEADER);
  reply.header(SURROGATE_KEY_HEADER, [...new Set([...(typeof given === 'string' && given ? given.split(' ') : []), ...keys])].join(' '));
}

/** The keys a `Surrogate-Key` header value names. */
export function keysOf(header: string | string[] | number | undefined): string[] {
  const text = Array.isArray(header) ? header.join(' ') : typeof header === 'string' ? header : '';
  return text.split(/\s+/).filter((key) => /^[A-Za-z0-9:/._~-]{1,100}$/.test(key));
}

import type { FastifyReply } from 'fastify';

/**
 * Issue 46: a reply that carries a visitor's own data (their cart, their session or member
 * account, their crumb, or any cookie it sets) is never kept by a shared cache for the next
 * visitor, nor by the browser's own cache.
 */
export const VISITOR_DATA_CACHE_CONTROL = 'private, no-store';

/** Marks a reply as carrying the visitor's own data. */
export function markVisitorData(reply: FastifyReply): void {
  reply.header('cache-control', VISITOR_DATA_CACHE_CONTROL);
}

import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.js';
import type { PageCache } from './page-cache.js';
import { SURROGATE_KEY_HEADER } from './surrogate-keys.js';

/** The Postgres channel on which server processes tell each other which pages to drop. */
export const PAGE_INVALIDATION_CHANNEL = 'sitestack_pages';
/** Postgres refuses a NOTIFY payload of 8,000 bytes or more: keys are sent in parts below that. */
const MAX_PAYLOAD_CHARS = 7000;
/** How long an edge-cache purge may take before it is reported as failed. */
const PURGE_TIMEOUT_MS = 5000;

/** Drops the pages that read some site data, wherever they are kept. */
export interface PageInvalidation {
  /**
   * Every page that read data named by `keys` (server/pages/surrogate-keys.ts) is dropped: from
   * this process's cache at once, from every other process sharing the database (Postgres
   * LISTEN/NOTIFY), and from the edge cache at PURGE_URL. Resolves when all three were asked; a
   * failure is logged, never thrown (the owner's write itself succeeded).
   */
  invalidate(keys: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export interface PageInvalidationOptions {
  cache: PageCache;
  db: Database;
  /** PURGE_URL: an edge cache that takes `PURGE` with a `Surrogate-Key` header (integrations/varnish). */
  purgeUrl?: string | undefined;
  log?: (message: string) => void;
  fetch?: typeof fetch;
}

/** Splits keys into NOTIFY payloads under Postgres's limit. */
function payloads(sender: string, keys: readonly string[]): string[] {
  const parts: string[] = [];
  let batch: string[] = [];
  const flush = () => {
    if (batch.length > 0) parts.push(JSON.stringify({ sender, keys: batch }));
    batch = [];
  };
  for (const key of keys) {
    if (JSON.stringify({ sender, keys: [...batch, key] }).length > MAX_PAYLOAD_CHARS) flush();
    batch.push(key);
  }
  flush();
  return parts;
}

/** Reads a NOTIFY payload; null when it is not one of ours. */
function readPayload(text: string): { sender: string; keys: string[] } | null {
  try {
    const value = JSON.parse(text) as { sender?: unknown; keys?: unknown };
    if (typeof value.sender !== 'string' || !Array.isArray(value.keys)) return null;
    return { sender: value.sender, keys: value.keys.filter((key): key is string => typeof key === 'string') };
  } catch {
    return null;
  }
}

export async function createPageInvalidation(options: PageInvalidationOptions): Promise<PageInvalidation> {
  const { cache, db, purgeUrl, log = (message) => console.error(message), fetch: fetchEdge = fetch } = options;
  const sender = randomUUID();
  // Other processes on the same database (WORKERS, or several servers): their writes reach this
  // cache through the database. A listener that lost its connection may have missed some, so
  // when it is back every kept page goes (database.ts calls onReconnect).
  const stopListening = db.listen
    ? await db.listen(
        PAGE_INVALIDATION_CHANNEL,
        (payload) => {
          const message = readPayload(payload);
          if (message && message.sender !== sender) cache.invalidate(message.keys);
        },
        () => cache.clear(),
      )
    : null;

  const purgeEdge = async (keys: readonly string[]) => {
    if (!purgeUrl) return;
    try {
      const response = await fetchEdge(purgeUrl, { method: 'PURGE', headers: { [SURROGATE_KEY_HEADER]: keys.join(' ') }, signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) });
      if (!response.ok) log(`Sitestack: the edge cache at PURGE_URL answered ${response.status} to a purge of ${keys.join(' ')}; those pages stay there until their s-maxage runs out.`);
    } catch (error) {
      log(`Sitestack: the edge cache at PURGE_URL could not be reached to purge ${keys.join(' ')} (${(error as Error).message}); those pages stay there until their s-maxage runs out.`);
    }
  };

  return {
    async invalidate(keys) {
      const unique = [...new Set(keys)];
      if (unique.length === 0) return;
      cache.invalidate(unique);
      const notify = db.listen
        ? Promise.all(payloads(sender, unique).map((payload) => db.query('SELECT pg_notify($1, $2)', [db.channelName(PAGE_INVALIDATION_CHANNEL), payload]))).then(
            () => undefined,
            (error: Error) => log(`Sitestack: other server processes could not be told to drop pages (${error.message}).`),
          )
        : Promise.resolve();
      await Promise.all([notify, purgeEdge(unique)]);
    },
    async close() {
      await stopListening?.();
    },
  };
}

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { pageContentSecurityPolicy, withHashedScripts } from './page-security.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page as every visitor gets it (issue 49): its scripts allowed by hash, its bodies compressed
 * once at the highest levels (brotli 11, gzip 9: tens of milliseconds once, where a per-request
 * brotli 11 cost most of a page's serving time), and the site data it was drawn from.
 */
export interface SharedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** The strong validator of the identity body; the compressed bodies carry it with a suffix. */
  etag: string;
  csp: string;
  /** Surrogate keys: the site data the page read (server/pages/surrogate-keys.ts). */
  keys: readonly string[];
}

/** Makes the shared form of a drawn page: hashed scripts, CSP, ETag and both compressed bodies. */
export async function sharedPage(html: string, keys: readonly string[]): Promise<SharedPage> {
  const { html: served, scriptHashes } = withHashedScripts(html);
  const identity = Buffer.from(served, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT, [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipAsync(identity, { level: 9 }),
  ]);
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { identity, br, gzip: gz, etag, csp: pageContentSecurityPolicy(scriptHashes), keys: [...new Set(keys)] };
}

/**
 * What drawing a page gave: a page for everyone (`shared`, kept); one drawn for a visitor alone
 * (`private`: a block read data for one visitor, such as a review request's); or one drawn while
 * the site API failed (`incomplete`: its blocks fetch their data in the browser; not kept).
 */
export interface DrawnPage {
  page: SharedPage;
  kind: 'shared' | 'private' | 'incomplete';
}

/** Bytes the server keeps of drawn pages by default (all three bodies of each). */
export const DEFAULT_PAGE_CACHE_BYTES = 64 * 1024 * 1024;

const sizeOf = (page: SharedPage) => page.identity.length + page.br.length + page.gzip.length;

/**
 * The server's own cache of drawn pages (issue 49): each page drawn once per content version,
 * kept by an address key (the site, the page, the page source's version and the query that
 * changes its drawing), least recently used first out past `maxBytes`. Pages are found by the
 * surrogate keys of the data they read, and dropped when an owner write names one
 * (`invalidate`, told to every process by server/pages/page-invalidation.ts). Visitors asking
 * for a page being drawn wait for that drawing instead of drawing it again.
 */
export interface PageCacheOptions {
  maxBytes?: number;
  /**
   * How long a page is kept at most (PAGE_CACHE_SECONDS), for what changes with time alone
   * (upcoming events become past ones); changes to site data drop pages at once.
   */
  maxAgeMs?: number;
  now?: () => number;
}

export class PageCache {
  private readonly pages = new Map<string, SharedPage & { keptAt: number }>();
  private readonly byKey = new Map<string, Set<string>>();
  private readonly drawing = new Map<string, Promise<DrawnPage>>();
  /** The invalidation count when each surrogate key was last named (a drawing older than that is not kept). */
  private readonly invalidatedAt = new Map<string, number>();
  private invalidations = 0;
  /** The invalidation count at the last `clear`. */
  private clearedAt = 0;
  private bytes = 0;

  private readonly maxBytes: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(options: PageCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? DEFAULT_PAGE_CACHE_BYTES;
    this.maxAgeMs = options.maxAgeMs ?? Number.POSITIVE_INFINITY;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.pages.size;
  }

  /** The kept page for `address`, marked as just used. */
  get(address: string): SharedPage | undefined {
    const page = this.pages.get(address);
    if (page && this.now() - page.keptAt >= this.maxAgeMs) {
      this.remove(address);
      return undefined;
    }
    if (page) {
      this.pages.delete(address);
      this.pages.set(address, page);
    }
    return page;
  }

  /** Whether `address` is kept or being drawn (a visitor asking for it draws nothing). */
  isAvailable(address: string): boolean {
    return this.get(address) !== undefined || this.drawing.has(address);
  }

  /**
   * The page for `address`: kept, being drawn, or drawn now by `draw`. A shared drawing is kept
   * unless an owner write named one of its keys while it was drawn (it may show the old data).
   */
  async serve(address: string, draw: () => Promise<DrawnPage>): Promise<DrawnPage> {
    const kept = this.get(address);
    if (kept) return { page: kept, kind: 'shared' };
    const pending = this.drawing.get(address);
    if (pending) return pending;
    const startedAt = this.invalidations;
    const drawn = draw().finally(() => {
      if (this.drawing.get(address) === drawn) this.drawing.delete(address);
    });
    this.drawing.set(address, drawn);
    const result = await drawn;
    const current = startedAt >= this.clearedAt && result.page.keys.every((key) => (this.invalidatedAt.get(key) ?? 0) <= startedAt);
    if (result.kind === 'shared' && current) this.keep(address, result.page);
    return result;
  }

  private keep(address: string, page: SharedPage): void {
    this.remove(address);
    const size = sizeOf(page);
    if (size > this.maxBytes) return;
    this.pages.set(address, { ...page, keptAt: this.now() });
    this.bytes += size;
    for (const key of page.keys) {
      let addresses = this.byKey.get(key);
      if (!addresses) this.byKey.set(key, (addresses = new Set()));
      addresses.add(address);
    }
    while (this.bytes > this.maxBytes) this.remove(this.pages.keys().next().value!);
  }

  private remove(address: string): void {
    const page = this.pages.get(address);
    if (!page) return;
    this.pages.delete(address);
    this.bytes -= sizeOf(page);
    for (const key of page.keys) {
      const addresses = this.byKey.get(key);
      addresses?.delete(address);
      if (addresses?.size === 0) this.byKey.delete(key);
    }
  }

  /**
   * Drops every kept page that read the data `keys` name, and makes drawings under way not be
   * kept; returns how many pages were dropped.
   */
  invalidate(keys: Iterable<string>): number {
    this.invalidations += 1;
    let dropped = 0;
    for (const key of keys) {
      this.invalidatedAt.set(key, this.invalidations);
      for (const address of [...(this.byKey.get(key) ?? [])]) {
        this.remove(address);
        dropped += 1;
      }
    }
    // Visitors arriving from now on draw afresh rather than wait for a drawing that may be stale.
    this.drawing.clear();
    return dropped;
  }

  /** Drops every page (a process that may have missed an invalidation: its database listener reconnected). */
  clear(): void {
    this.invalidations += 1;
    this.clearedAt = this.invalidations;
    this.pages.clear();
    this.byKey.clear();
    this.drawing.clear();
    this.bytes = 0;
  }
}

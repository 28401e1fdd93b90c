import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { SiteApi } from '../../src/ssr/server-data.js';

/** How many rendered pages the server keeps (most recently used first out last). */
export const RENDERED_PAGE_CACHE_SIZE = 64;

/**
 * `api` as the renderer sees it, calling `onUse` when a block reads from it (a call, or the
 * visitor's cookies): a page whose blocks read nothing from it renders the same for everyone.
 */
function watchedApi(api: SiteApi, onUse: () => void): SiteApi {
  return {
    request(path, init) {
      onUse();
      return api.request(path, init);
    },
    get visitorCookies() {
      onUse();
      return api.visitorCookies;
    },
  };
}

/**
 * The server renderer as the site server uses it: the built `dist/ssr/index.js` (the same
 * React components as the browser bundle, built for Node), so `npm start` serves every page
 * with its blocks already drawn. Without a build, or with RENDER_PAGES=0, pages are served as
 * written and the browser draws the blocks (the path a page pasted into a CMS takes).
 */
export interface PageRenderer {
  /** Draws the page's blocks; `api` lets blocks that show fetched data fetch it here. */
  render(html: string, pageUrl: string, api?: SiteApi): Promise<string>;
}

interface SsrModule {
  renderPage(html: string, options: { url?: string; bundle?: unknown; api?: SiteApi }): Promise<{ html: string; skipped: Array<{ tag: string; reason: string }> }>;
  bundleFiles(): Promise<unknown>;
}

/** Loads the built renderer from `distDir/ssr/`; null when the bundle has not been built. */
export async function loadPageRenderer(distDir: string, log: (message: string) => void = console.warn): Promise<PageRenderer | null> {
  const entry = `${distDir.replace(/\/$/, '')}/ssr/index.js`;
  if (!existsSync(entry)) return null;
  const ssr = (await import(entry)) as SsrModule;
  const bundle = await ssr.bundleFiles();
  const reported = new Set<string>();
  // Rendered pages that used no data of the site API or the visitor: the same page source at the
  // same address renders the same, so it is drawn once (a gallery page takes tens of ms to draw).
  const rendered = new Map<string, string>();
  return {
    async render(html, pageUrl, api) {
      const key = `${pageUrl}\n${createHash('sha256').update(html).digest('base64url')}`;
      const kept = rendered.get(key);
      if (kept !== undefined) {
        rendered.delete(key);
        rendered.set(key, kept);
        return kept;
      }
      let usedData = false;
      const result = await ssr.renderPage(html, { url: pageUrl, bundle, api: api && watchedApi(api, () => (usedData = true)) });
      if (!usedData && result.skipped.length === 0) {
        rendered.set(key, result.html);
        if (rendered.size > RENDERED_PAGE_CACHE_SIZE) rendered.delete(rendered.keys().next().value!);
      }
      for (const { tag, reason } of result.skipped) {
        const line = `Sitestack server rendering: <${tag}> on ${new URL(pageUrl).pathname} left to the browser: ${reason}`;
        if (!reported.has(line)) {
          reported.add(line);
          log(line);
        }
      }
      return result.html;
    },
  };
}

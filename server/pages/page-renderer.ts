import { existsSync } from 'node:fs';
import type { SiteApi } from '../../src/ssr/server-data.js';

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
  // Drawn pages are kept by the site server's page cache (server/pages/page-cache.ts), not here.
  return {
    async render(html, pageUrl, api) {
      const result = await ssr.renderPage(html, { url: pageUrl, bundle, ...(api ? { api } : {}) });
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

/**
 * Sitestack's server rendering, for Node (`import { renderPage } from 'sitestack/ssr'`): the same
 * React components as the browser bundle draw each block of a page into a declarative shadow
 * root, which the browser then hydrates. See docs/server-rendering.md.
 */
import { loadBundleFiles, type BundleFiles } from './bundle-files.js';

export { renderPage, type RenderPageOptions, type RenderPageResult } from './render-page.js';
export type { BundleFiles, ChunkFiles } from './bundle-files.js';
export type { StylesheetFiles } from './stylesheet-files.js';
export type { SiteApi } from './server-data.js';
export { siteApiOverHttp } from './http-site-api.js';

/** The stylesheet files and chunk lists of the build this module belongs to (its own folder). */
export function bundleFiles(): Promise<BundleFiles> {
  return loadBundleFiles(new URL('./', import.meta.url));
}

/**
 * Sitestack's server rendering, for Node (`import { renderPage } from 'sitestack/ssr'`): the same
 * React components as the browser bundle draw each block of a page into a declarative shadow
 * root, which the browser then hydrates. See README "Server rendering".
 */
export { renderPage, type RenderPageOptions, type RenderPageResult } from './render-page.js';
export { loadStylesheetFiles } from './bundle-files.js';
export type { StylesheetFiles } from './stylesheet-files.js';

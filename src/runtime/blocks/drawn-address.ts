import { RENDER_ROOT_ATTRIBUTE } from './hydration-schedule.js';

/**
 * `data-ss-url` on a render root the server drew: the path and query of the page address it was
 * drawn for (src/ssr/render-page.ts).
 */
export const DRAWN_URL_ATTRIBUTE = 'data-ss-url';

/** The parts of a page address a block's picture may depend on. */
export interface PageAddressParts {
  pathname: string;
  search: string;
}

/** The address of the page holding `doc`: the browser's, or on a server the page it renders. */
export function pageAddress(doc: Document): PageAddressParts {
  const { pathname, search } = doc.location ?? new URL(doc.URL);
  return { pathname, search };
}

/**
 * The page address `host` is drawn for. Hydration must draw what the server drew, and a drawing
 * may be served at another address than the one it was made for (a static render, a cached page
 * with another query), so while a block takes over a server's drawing it is the address the server
 * recorded on the render root; otherwise (the server rendering, or a block the browser draws) the
 * page's own. What the address changes is then settled after hydration, from the page's own.
 */
export function drawnAddress(host: Element): PageAddressParts {
  const root = host.shadowRoot ? Array.from(host.shadowRoot.children).find((child) => child.hasAttribute(RENDER_ROOT_ATTRIBUTE)) : undefined;
  const recorded = root?.getAttribute(DRAWN_URL_ATTRIBUTE);
  if (recorded == null) return pageAddress(host.ownerDocument);
  const { pathname, search } = new URL(recorded, 'https://drawn.invalid/');
  return { pathname, search };
}

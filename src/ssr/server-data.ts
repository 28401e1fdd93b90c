/**
 * Data a block would fetch in the browser, fetched by the server renderer instead (from the same
 * site API), so a server-rendered block shows real content at first paint (products, the cart,
 * widget renderings, collection lists, tour dates, search results). Each block that needs data
 * has one loader here, keyed by tag; what it returns reaches the component as
 * `BlockProps.serverData`, on the server and again in the browser's first render.
 */
import type { PageContext } from '../runtime/context/page-context.js';
import { cartServerData, productServerData } from './commerce-data.js';
import { socialFeedServerData, summaryServerData } from './widget-data.js';

/** The site API as the renderer reaches it (the site server answers in-process). */
export interface SiteApi {
  /** Calls a site API path (`/api/...`); resolves the parsed JSON reply, rejects on a failure status. */
  request(path: string, init?: { method?: 'GET' | 'POST'; form?: Record<string, string> }): Promise<unknown>;
}

export interface ServerDataInput {
  host: Element;
  attributes: Record<string, unknown>;
  context: PageContext;
  /** The visitor's request, when the page is rendered for one (cookies for the cart, the query). */
  pageUrl: string;
  api: SiteApi;
}

export type ServerDataLoader = (input: ServerDataInput) => Promise<unknown>;

export const serverDataLoaders: Record<string, ServerDataLoader> = {
  'ss-cart': cartServerData,
  'ss-cart-count': cartServerData,
  'ss-product': productServerData,
  'ss-summary': summaryServerData,
  'ss-social-feed': socialFeedServerData,
};

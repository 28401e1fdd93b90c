/**
 * Data a block would fetch in the browser, fetched by the server renderer instead (from the same
 * site API), so a server-rendered block shows real content at first paint (products, the cart,
 * widget renderings, collection lists, tour dates, search results). Each block that needs data
 * has one loader here, keyed by tag; what it returns reaches the component as
 * `BlockProps.serverData`, on the server and again in the browser's first render.
 */
import type { PageContext } from '../runtime/context/page-context.js';
import { contentDataLoaders } from './content-data.js';
import type { ServerDrawingTime } from '../runtime/events-calendar/events-request.js';
import { clock } from '../runtime/time/clock.js';
import { readConsentChoice } from '../runtime/consent/consent-store.js';
import { shouldShowCookieBanner } from '../runtime/consent/cookie-banner-settings.js';
import { REVIEW_REQUEST_API_PATH, reviewRequestFirstState, reviewRequestToken } from '../runtime/reviews/review-request-rules.js';
import { cartServerData, productServerData } from './commerce-data.js';
import { socialFeedServerData, summaryServerData } from './widget-data.js';

/** The site API as the renderer reaches it (the site server answers in-process). */
export interface SiteApi {
  /** Calls a site API path (`/api/...`); resolves the parsed JSON reply, rejects on a failure status. */
  request(path: string, init?: { method?: 'GET' | 'POST'; form?: Record<string, string> }): Promise<unknown>;
  /**
   * The visitor's `Cookie` header, for blocks whose first picture depends on a cookie the browser
   * would read (the consent choice). Absent: the renderer knows no cookies.
   */
  visitorCookies?: string;
}

/** A failed call: the status the site API answered and its error `code`, when it gave them. */
export interface SiteApiFailure extends Error {
  status?: number;
  code?: unknown;
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

// Site content (tour dates, calendar, collection lists, a search page's results): src/ssr/content-data.ts.

/**
 * Data of blocks drawn without a site API: what their first picture depends on besides the page.
 * A calendar without a month attribute shows the month of the time it is drawn at; the browser
 * opens the same month (it fetches the events itself), whatever its own day.
 */
export const serverDataWithoutApi: Record<string, (input: Omit<ServerDataInput, 'api'>) => unknown> = {
  'ss-calendar': (): ServerDrawingTime => ({ now: clock.now() }),
};
Object.assign(serverDataLoaders, contentDataLoaders);

// spec 01 §3-4, §9: the banner waits for a choice unless the consent cookie holds one (or the
// page is a screenshot render); read from the visitor's request, so the hydrated banner matches.
serverDataLoaders['ss-cookie-banner'] = async ({ context, pageUrl, api }) =>
  api.visitorCookies === undefined
    ? undefined
    : {
        undecided: shouldShowCookieBanner({
          choice: readConsentChoice(api.visitorCookies),
          search: new URL(pageUrl).search,
          forcedPreview: false,
          enabled: context.cookieSettings.isCookieBannerEnabled,
        }),
      };

// spec 01 §2 page type 209: the review request named by the page's ?token= (or the token
// attribute), fetched as the block would, so the first paint is the form or the outcome.
serverDataLoaders['ss-review-request'] = async ({ attributes, pageUrl, api }) => {
  const token = reviewRequestToken(typeof attributes.token === 'string' ? attributes.token : '', pageUrl);
  if (token === null) return { token, first: null };
  const first = await api.request(`${REVIEW_REQUEST_API_PATH}?${new URLSearchParams({ token })}`).then(
    (body) => reviewRequestFirstState({ ok: true, body }),
    (failure: SiteApiFailure) => (failure.status ? reviewRequestFirstState({ ok: false, status: failure.status, code: failure.code }) : null),
  );
  return first ? { token, first } : undefined;
};

/**
 * Which state-changing requests may come from where (issue 17): a browser's cross-site post is
 * refused wherever it is sent (the API, the no-script form, the checkout), unless its origin is one
 * of the configured ALLOWED_ORIGINS (a CMS that embeds the blocks).
 *
 * - Origin sent: allowed when it is this site's own origin or a configured origin; `Origin: null`
 *   (sandboxed or privacy-stripped) is cross-site. Sec-Fetch-Site never admits one: "same-site"
 *   is also every sibling subdomain.
 * - No Origin: Sec-Fetch-Site cross-site or same-site is refused; else the Referer's origin must
 *   pass the rule above; with neither, the caller is not a browser page and may go on (the crumb
 *   still guards it).
 */
export interface OriginFacts {
  origin: string | undefined;
  secFetchSite: string | undefined;
  referer: string | undefined;
  /** This site's own origin as the request reached it, e.g. https://example.com. */
  ownOrigin: string;
  allowedOrigins: ReadonlySet<string>;
}

/** This site's origin as a browser writes it (no default port), from the request: https://example.com. */
export function ownOriginOf(protocol: string, host: string): string {
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return `${protocol}://${host}`;
  }
}

/** Whether a request comes from a page on another origin than this site (its Origin header says so). */
export function isFromAnotherOrigin(request: { protocol: string; host: string; headers: { origin?: string | string[] | undefined } }): boolean {
  const origin = request.headers.origin;
  return typeof origin === 'string' && originOf(origin) !== ownOriginOf(request.protocol, request.host);
}

/**
 * The page origin of a request from a page of another site that ALLOWED_ORIGINS lets in (as the
 * URL parser writes it), else null: the page this site hands cross-site crumbs to.
 */
export function allowedOtherOrigin(
  request: { protocol: string; host: string; headers: { origin?: string | string[] | undefined } },
  allowedOrigins: ReadonlySet<string>,
): string | null {
  const origin = typeof request.headers.origin === 'string' ? originOf(request.headers.origin) : null;
  return origin && allowedOrigins.has(origin) && isFromAnotherOrigin(request) ? origin : null;
}

/**
 * A credential the browser keeps for the visitor (cart, session): its cookie, else the header a
 * page of another site sends it in (its browser withholds this site's cookies;
 * docs/embedding.md), when the header has the credential's form.
 */
export function cookieOrHeader(
  request: { cookies: Record<string, string | undefined>; headers: Record<string, string | string[] | undefined> },
  cookieName: string,
  headerName: string,
  form: RegExp,
): string | undefined {
  const cookie = request.cookies[cookieName];
  if (cookie) return cookie;
  const header = request.headers[headerName];
  return typeof header === 'string' && form.test(header) ? header : undefined;
}


function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Null when the request may go on, else why it is refused. Sec-Fetch-Site only ever refuses:
 * "same-site" covers every sibling subdomain (issue 46), so it never stands in for an origin this
 * site trusts.
 */
export function crossSiteRefusal(facts: OriginFacts): string | null {
  const fetchSite = facts.secFetchSite?.toLowerCase();
  const trusted = (origin: string) => origin === facts.ownOrigin || facts.allowedOrigins.has(origin);
  if (facts.origin !== undefined) {
    // Compared as the URL parser writes an origin (`http://host:80` is `http://host`).
    const origin = facts.origin === 'null' ? null : originOf(facts.origin);
    if (origin && (trusted(facts.origin) || trusted(origin))) return null;
    return `Requests from ${facts.origin} are not allowed: add it to ALLOWED_ORIGINS.`;
  }
  // A browser that names another site without an Origin: which site is unknown, so it is refused.
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return 'Cross-site requests are not allowed here.';
  if (facts.referer !== undefined && facts.referer !== '') {
    const from = originOf(facts.referer);
    if (from && trusted(from)) return null;
    return `Requests from ${from ?? 'that page'} are not allowed: add it to ALLOWED_ORIGINS.`;
  }
  return null;
}

import { selectImageWidth, type PixelRatioOptions } from './image-width.js';

/**
 * Image URLs, spec 01 §5: URLs on the image provider's own hosts get a size suffix, either as a
 * `format` query parameter (`?format=750w`) or in the file name (`photo-750w.jpg`); insecure
 * (`http:`) URLs on those hosts are upgraded to https. An `http:` image on any other host is
 * left as written: the host may serve no TLS at all (a local site, a CMS on http), and on an http
 * page it loads as it is. On an https page the browser itself upgrades or blocks it as mixed
 * content, so one console warning names it (issue 16: such images silently showed alt text).
 */

export type ImageSizeFormat = 'queryString' | 'filename';

/**
 * Hosts that serve the provider's resized copies. A host matches itself and its sub-domains.
 * Pages may pass their own list (`providerHosts`) to `imageSourceFor`.
 */
export const PROVIDER_IMAGE_HOSTS: readonly string[] = ['images.sitestack.app', 'static.sitestack.app'];

export function isProviderImageHost(hostname: string, providerHosts: readonly string[] = PROVIDER_IMAGE_HOSTS): boolean {
  const host = hostname.toLowerCase();
  return providerHosts.some((candidate) => host === candidate || host.endsWith(`.${candidate}`));
}

/** Upgrades `http:` to `https:`; other URLs are returned unchanged. */
export function upgradeInsecureImageUrl(url: string): string {
  return /^http:\/\//i.test(url) ? `https://${url.slice(7)}` : url;
}

const FILENAME_SUFFIX = /-\d+w(?=\.[a-z0-9]+$|$)/i;

/** Adds (or replaces) the size suffix of a provider URL. */
export function withSizeSuffix(url: URL, width: number, format: ImageSizeFormat): URL {
  const sized = new URL(url.href);
  if (format === 'queryString') {
    sized.searchParams.set('format', `${width}w`);
  } else {
    const slash = sized.pathname.lastIndexOf('/');
    const directory = sized.pathname.slice(0, slash + 1);
    const name = sized.pathname.slice(slash + 1).replace(FILENAME_SUFFIX, '');
    const dot = name.lastIndexOf('.');
    sized.pathname = dot > 0 ? `${directory}${name.slice(0, dot)}-${width}w${name.slice(dot)}` : `${directory}${name}-${width}w`;
  }
  return sized;
}

export interface ImageSourceOptions extends PixelRatioOptions {
  /** How the size is written on provider URLs. Default: queryString. */
  sizeFormat?: ImageSizeFormat;
  /** Overrides {@link PROVIDER_IMAGE_HOSTS}. */
  providerHosts?: readonly string[];
  /** Resolves relative sources. Default: the document's base URL. */
  baseUrl?: string;
}

/** Why a source cannot be used (spec 01 §8). */
export const INVALID_IMAGE_SOURCE_MESSAGE = 'Invalid or missing image source.';

/** A URL that is only characters a URL may hold and names http(s) or a relative path. */
function parseImageUrl(source: string, baseUrl: string): URL | null {
  const text = source.trim();
  if (!text || /[\s<>"]/.test(text)) return null;
  try {
    const url = new URL(text, baseUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'data:' || url.protocol === 'blob:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The URL to load for `source` shown `neededWidth` CSS pixels wide: https, and with the selected
 * stored width when it is on the provider's hosts. Throws {@link INVALID_IMAGE_SOURCE_MESSAGE}
 * for an empty or unparseable source.
 */
export function imageSourceFor(source: string | null | undefined, neededWidth: number, options: ImageSourceOptions = {}): string {
  const baseUrl = options.baseUrl ?? globalThis.document?.baseURI ?? 'https://localhost/';
  const url = source ? parseImageUrl(source, baseUrl) : null;
  if (!url) throw new Error(INVALID_IMAGE_SOURCE_MESSAGE);
  if (url.protocol === 'data:' || url.protocol === 'blob:') return url.href;
  if (!isProviderImageHost(url.hostname, options.providerHosts)) {
    if (url.protocol === 'http:' && new URL(baseUrl).protocol === 'https:') warnMixedContentOnce(url.href);
    return url.href;
  }
  const secure = new URL(upgradeInsecureImageUrl(url.href));
  return withSizeSuffix(secure, selectImageWidth(neededWidth, options), options.sizeFormat ?? 'queryString').href;
}

let mixedContentWarned = false;

/** One warning a page: an insecure image on a secure page is the browser's to upgrade or block. */
function warnMixedContentOnce(href: string): void {
  if (mixedContentWarned || typeof window === 'undefined') return;
  mixedContentWarned = true;
  console.warn(`Sitestack: the image ${href} is insecure (http:) on a secure page; the browser may upgrade or block it. Serve it over https.`);
}

/** Same as {@link imageSourceFor}, or null instead of throwing. */
export function tryImageSourceFor(source: string | null | undefined, neededWidth: number, options: ImageSourceOptions = {}): string | null {
  try {
    return imageSourceFor(source, neededWidth, options);
  } catch {
    return null;
  }
}

/**
 * `imageSourceFor` for an image a server may draw too: a relative address the loader would only
 * resolve (not on the provider's hosts) stays as written, for the browser to resolve against the
 * page it shows. Resolved on a server, it would name the address the page was rendered for.
 */
export function imageSourceAsWritten(source: string | null | undefined, neededWidth: number, options: ImageSourceOptions = {}): string {
  const resolved = imageSourceFor(source, neededWidth, options);
  const written = source!.trim();
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(written)) return resolved;
  const baseUrl = options.baseUrl ?? globalThis.document?.baseURI ?? 'https://localhost/';
  return resolved === new URL(written, baseUrl).href ? written : resolved;
}

/** imageSourceAsWritten, or null for a source that cannot load. */
export function tryImageSourceAsWritten(source: string | null | undefined, neededWidth: number, options: ImageSourceOptions = {}): string | null {
  try {
    return imageSourceAsWritten(source, neededWidth, options);
  } catch {
    return null;
  }
}

/**
 * The `src` a server-drawn image carries, so it paints at first paint (before the image loader
 * runs): a provider image at the stored width for `widthPx` (the image's own width: its box is not
 * known yet), any other usable source as written (a relative one stays relative: the server does
 * not know the page's host name). Null when the source is unusable (the loader reports it).
 */
export function firstPaintImageSource(source: string | null | undefined, widthPx: number, options: Pick<ImageSourceOptions, 'sizeFormat' | 'providerHosts'> = {}): string | null {
  if (!source) return null;
  const text = source.trim();
  let absolute: URL | null = null;
  try {
    absolute = new URL(upgradeInsecureImageUrl(text));
  } catch {
    // relative: checked against any base below
  }
  if (!absolute) return tryImageSourceFor(text, widthPx, { baseUrl: 'https://relative.invalid/' }) === null ? null : text;
  return tryImageSourceFor(text, widthPx, options);
}

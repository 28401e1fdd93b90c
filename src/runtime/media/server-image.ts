import { IMAGE_WIDTHS } from './image-width.js';
import { imageSourceAsWritten, imageSourceFor, isProviderImageHost, upgradeInsecureImageUrl, withSizeSuffix, type ImageSizeFormat } from './image-source.js';
import type { ImageDimensions } from './image-config.js';

/**
 * What a server writes on a lazy `<img data-src>` it draws (spec 01 §4-5), so the page shows the
 * image without waiting for script and the browser loads it when it nears the viewport
 * (`loading="lazy"`), exactly as the image loader would: an address on another host is used as
 * written (a relative one too, for the browser to resolve); one on the image provider's hosts cannot be sized for a
 * box the server never measures, so it lists the provider's stored widths (`srcset`, up to the
 * image's own width) and lets the browser pick by the laid-out size (`sizes="auto"`), with the
 * smallest stored width covering 750 px as `src` for browsers without `sizes="auto"`.
 * Null when `data-src` is not a usable source (the loader reports it in the browser).
 */
export interface ServerImageAttributes {
  src: string;
  srcset?: string;
  sizes?: string;
}

/** The width a provider image gets as plain `src` when the server cannot measure its box. */
export const SERVER_IMAGE_FALLBACK_WIDTH = 750;

export function serverImageAttributes(
  dataSrc: string | null | undefined,
  dimensions: ImageDimensions | null,
  baseUrl: string,
  options: { providerHosts?: readonly string[]; sizeFormat?: ImageSizeFormat } = {},
): ServerImageAttributes | null {
  let resolved: string;
  try {
    // as the loader resolves it (https upgrade, relative to the page), without a provider size
    resolved = imageSourceFor(dataSrc, 0, { baseUrl, providerHosts: [] });
  } catch {
    return null;
  }
  const given = new URL(resolved);
  // (A relative address as written: the browser resolves it against the page it is served at.)
  if (!/^https?:$/.test(given.protocol) || !isProviderImageHost(given.hostname, options.providerHosts)) return { src: imageSourceAsWritten(dataSrc, 0, { baseUrl, providerHosts: [] }) };
  // The provider serves every image over https: an insecure address is upgraded (spec 01 §5).
  const url = new URL(upgradeInsecureImageUrl(given.href));
  const format = options.sizeFormat ?? 'queryString';
  const largest = dimensions && dimensions.width > 0 ? dimensions.width : Number.POSITIVE_INFINITY;
  const ascending = [...IMAGE_WIDTHS].reverse();
  // stored widths up to the first one that covers the image's own width (larger adds nothing)
  const cover = ascending.find((width) => width >= largest) ?? IMAGE_WIDTHS[0];
  const widths = ascending.filter((width) => width <= cover);
  return {
    src: withSizeSuffix(url, Math.min(SERVER_IMAGE_FALLBACK_WIDTH, cover), format).href,
    srcset: widths.map((width) => `${withSizeSuffix(url, width, format).href} ${width}w`).join(', '),
    sizes: 'auto',
  };
}

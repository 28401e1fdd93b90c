/**
 * The Pin-it overlay on images (spec 01 §3 `websiteSettings.pinterestOverlayOptions.mode`): when
 * the mode is set to anything but off, images in image blocks get a "Pin it" link to the
 * platform's pin-creation page for that image.
 */
export const PIN_IT_CREATE_URL = 'https://www.pinterest.com/pin/create/button/';
/** Modes that mean "no overlay" (the setting's off values); any other mode shows it. */
export const PIN_IT_OFF_MODES: readonly string[] = Object.freeze(['', 'off', 'disabled', 'none', 'false']);

export function isPinItOverlayOn(mode: string | null | undefined): boolean {
  return !PIN_IT_OFF_MODES.includes((mode ?? '').trim().toLowerCase());
}

/**
 * The page address a Pin-it link shares: the site's own address (the page context's
 * `website.baseUrl`) with the path and query the block is drawn for, so a server renders the link
 * the visitor's browser would, whatever address the page was rendered for; a page without a site
 * address (or with one that is not an address) shares the document's.
 */
export function pinItPageUrl(siteAddress: string | null | undefined, drawn: { pathname: string; search: string }, documentUrl: string): string {
  if (siteAddress) {
    try {
      return new URL(`${drawn.pathname}${drawn.search}`, siteAddress).href;
    } catch {
      // not an address: the document's below
    }
  }
  return documentUrl;
}

/** The pin-creation link for an image on a page; null when the image has no usable http(s) URL. */
export function pinItUrl(input: { pageUrl: string; imageUrl: string | null | undefined; description?: string }): string | null {
  if (!input.imageUrl) return null;
  let media: URL;
  try {
    media = new URL(input.imageUrl, input.pageUrl);
  } catch {
    return null;
  }
  if (media.protocol !== 'https:' && media.protocol !== 'http:') return null;
  const params = new URLSearchParams({ url: input.pageUrl, media: media.href });
  if (input.description) params.set('description', input.description);
  return `${PIN_IT_CREATE_URL}?${params}`;
}

import type { PageContext } from '../context/page-context.js';

/**
 * Web fonts from the page context (spec 01 §3 googleFonts, typekitFonts, website.typekitId;
 * §7 "a fonts stylesheet from a fonts service (family parameters)"). Each stylesheet is added
 * once, without blocking rendering (loaded as `media="print"`, switched to `all` on load).
 */
export const GOOGLE_FONTS_URL = 'https://fonts.googleapis.com/css';
export const TYPEKIT_URL = 'https://use.typekit.net';
/** Spec 02 §8 other messages. */
export const UNABLE_TO_LOAD_FONTS_MESSAGE = 'Unable to load fonts';

/** The stylesheet URLs the page needs: the fonts service with family parameters, the Typekit kit. */
export function webFontStylesheets(context: Pick<PageContext, 'googleFonts' | 'website'>): string[] {
  const urls: string[] = [];
  const families = context.googleFonts?.includeName?.trim();
  if (families) {
    const url = new URL(GOOGLE_FONTS_URL);
    url.searchParams.set('family', families);
    url.searchParams.set('display', 'swap');
    urls.push(url.href);
  }
  const kit = context.website.typekitId?.trim();
  if (kit && /^[a-z0-9]+$/i.test(kit)) urls.push(`${TYPEKIT_URL}/${kit}.css`);
  return urls;
}

/** Adds each stylesheet once (by URL), never blocking the first paint. */
export function loadWebFonts(context: Pick<PageContext, 'googleFonts' | 'website'>, doc: Document = document): HTMLLinkElement[] {
  const added: HTMLLinkElement[] = [];
  for (const href of webFontStylesheets(context)) {
    if (Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).some((link) => link.href === href)) continue;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.media = 'print';
    link.dataset.ssFonts = '';
    link.addEventListener('load', () => (link.media = 'all'), { once: true });
    link.addEventListener('error', () => console.error(`Sitestack: ${UNABLE_TO_LOAD_FONTS_MESSAGE} (${href}).`), { once: true });
    doc.head.append(link);
    added.push(link);
  }
  return added;
}

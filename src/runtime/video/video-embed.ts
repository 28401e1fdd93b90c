import { ownerHtml } from '../dom/owner-html.js';
/**
 * Video embeds, spec 02 §3-5, §8 and spec 01 §9: the embed markup (data-html) is read for its
 * iframe source only, never inserted as HTML; autoplay is added per provider (one provider
 * also gets its scripting-API flag); secure pages get https embed URLs.
 */

/** Spec 02 §8 (other messages). */
export const INVALID_VIDEO_EMBED_MESSAGE = 'Invalid video embed.';
/** Spec 02 §4: fallback aspect is 56.3 % of width. */
export const VIDEO_FALLBACK_ASPECT_PERCENT = 56.3;
/** Spec 01 §9: video placeholder padding 65 % by default. */
export const VIDEO_PLACEHOLDER_PADDING_PERCENT = 65;

/** Spec 02 §5: video mode must be none, fit, fill or null. */
export const VIDEO_MODES = ['none', 'fit', 'fill'] as const;
export type VideoMode = (typeof VIDEO_MODES)[number];

export interface VideoEmbed {
  /** The iframe URL with the provider's autoplay parameters. */
  src: string;
  provider: string;
  /** Width / height from the markup, when given. */
  aspectRatio: number | null;
  title: string;
}

/** Spec 01 §9: 100 / aspect ratio when known, else 65 %. */
export function videoPlaceholderPadding(aspectRatio: number | null | undefined): number {
  return typeof aspectRatio === 'number' && Number.isFinite(aspectRatio) && aspectRatio > 0 ? 100 / aspectRatio : VIDEO_PLACEHOLDER_PADDING_PERCENT;
}

/** The embed's padding-bottom: from its own dimensions, else the 56.3 % fallback (spec 02 §4). */
export function videoEmbedPadding(aspectRatio: number | null | undefined): number {
  return typeof aspectRatio === 'number' && Number.isFinite(aspectRatio) && aspectRatio > 0 ? 100 / aspectRatio : VIDEO_FALLBACK_ASPECT_PERCENT;
}

/** Provider by embed host, or by the declared data-provider-name. */
export function videoProviderOf(url: URL, declared: string | null): string {
  const host = url.hostname.toLowerCase();
  if (/(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/.test(host)) return 'youtube';
  if (/(^|\.)vimeo\.com$/.test(host)) return 'vimeo';
  if (/(^|\.)wistia\.(com|net)$/.test(host)) return 'wistia';
  return (declared ?? '').trim().toLowerCase() || 'other';
}

/**
 * Spec 02 §4: autoplay per provider; YouTube also gets its scripting-API flag (`enablejsapi=1`)
 * so the page can pause it when another video starts.
 */
export function withAutoplay(url: URL, provider: string): URL {
  const next = new URL(url.href);
  switch (provider) {
    case 'youtube':
      next.searchParams.set('autoplay', '1');
      next.searchParams.set('enablejsapi', '1');
      break;
    case 'wistia':
      next.searchParams.set('autoPlay', 'true');
      break;
    default:
      next.searchParams.set('autoplay', '1');
  }
  return next;
}

/**
 * Parses the embed markup of `data-html` without running it (a detached, inert document made by
 * `owner`'s DOM implementation: the page's document in the browser, the parsed page on a server).
 * Throws {@link INVALID_VIDEO_EMBED_MESSAGE} when there is no http(s) iframe.
 */
export function parseVideoEmbed(html: string | null | undefined, declaredProvider: string | null, pageIsSecure: boolean, owner: Document | null = globalThis.document ?? null): VideoEmbed {
  const markup = (html ?? '').trim();
  if (!markup || !owner) throw new Error(INVALID_VIDEO_EMBED_MESSAGE);
  const parsed = owner.implementation.createHTMLDocument('');
  // Through the sanitiser and the Trusted Types policy: a strict CSP refuses a plain string here.
  parsed.body.innerHTML = ownerHtml(markup);
  const iframe = parsed.querySelector('iframe');
  const raw = iframe?.getAttribute('src')?.trim();
  if (!iframe || !raw) throw new Error(INVALID_VIDEO_EMBED_MESSAGE);
  let url: URL;
  try {
    url = new URL(raw.startsWith('//') ? `https:${raw}` : raw);
  } catch {
    throw new Error(INVALID_VIDEO_EMBED_MESSAGE);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(INVALID_VIDEO_EMBED_MESSAGE);
  // spec 02 §4: secure pages rewrite embed URLs to https
  if (pageIsSecure) url.protocol = 'https:';
  const provider = videoProviderOf(url, declaredProvider);
  const width = Number(iframe.getAttribute('width'));
  const height = Number(iframe.getAttribute('height'));
  return {
    src: withAutoplay(url, provider).href,
    provider,
    aspectRatio: width > 0 && height > 0 ? width / height : null,
    title: iframe.getAttribute('title')?.trim() || '',
  };
}

/**
 * Console messages of the gallery (spec 03 §8). They are for the site's developer, so they are
 * not translated.
 */

/** Spec 03 §8: the lightbox is unavailable (its code could not be loaded). A warning. */
export const LIGHTBOX_UNAVAILABLE_WARNING = 'lightboxify is not available in this tier!';
/** Spec 03 §8: a video slide has nothing to play it with. An error. */
export const VIDEO_LOADER_NOT_FOUND_MESSAGE = 'VideoLoader not found';

/**
 * A video slide needs a player: its own `<ss-video>` or embed markup in `data-html`. Without
 * either (and with mixed content on) it logs 'VideoLoader not found' and shows as an image.
 */
export function isVideoLoaderMissing(slide: { type: 'image' | 'video'; videoHtml: string | null }, hasVideoElement: boolean, mixedContent: boolean): boolean {
  return slide.type === 'video' && mixedContent && !hasVideoElement && !(slide.videoHtml ?? '').trim();
}

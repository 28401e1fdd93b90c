import { textLookup } from '../i18n/text-lookup.js';
import { INVALID_VIDEO_EMBED_MESSAGE } from './video-embed.js';

/**
 * Visitor-facing texts of the video block and lightbox videos (catalogue keys `video.*`), en-US:
 * spec texts verbatim ('Invalid video embed.' is chosen by the embed rules), the rest the
 * product's own wording. Placeholders are `{name}`.
 */
export const VIDEO_TEXTS = Object.freeze({
  invalidEmbed: INVALID_VIDEO_EMBED_MESSAGE,
  /** Spec 02 §8 "Other messages". */
  vimeoBasicUnsupported: 'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
  defaultTitle: 'Video',
  play: 'Play video: {title}',
} as const);

export const videoText = /* @__PURE__ */ textLookup('video.', VIDEO_TEXTS);

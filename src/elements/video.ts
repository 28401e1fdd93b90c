import { enumAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { VIDEO_MODES } from '../runtime/video/video-embed.js';
import { Video, type VideoEvents } from '../react/video/Video.js';
import videoCss from '../styles/video.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * Video block (spec 02 §3-5, §8; spec 01 §9). The embed markup is given in `data-html` (only
 * its iframe source is used, with the provider's autoplay parameter); light-DOM content (a
 * poster `<img>`, a link to the video) is the overlay and the no-script fallback.
 *
 * @tag ss-video
 * @summary A video embed that shows a poster and play button until the visitor starts it.
 *
 * @attr {string} data-html - The provider's embed markup (an `<iframe>`). Anything else shows "Invalid video embed.".
 * @attr {string} data-provider-name - The provider's name, used when the embed host is not a known one.
 * @attr {string} mode - none, fit (default) or fill: how the video sits in its box. Changing it reloads the video.
 * @attr {string} label - The video's title for the play button and the embed. Default: the iframe's title, else "Video".
 *
 * @fires ss-video-play - The visitor started the video. detail: `{ provider }`.
 * @fires ss-video-close - The video went back to its overlay (another video started, or its gallery slide changed). detail: `{ provider }`.
 *
 * @csspart base - The video box.
 * @csspart play - The play button on the overlay.
 * @csspart embed - The provider's iframe.
 * @csspart error - The "Invalid video embed." message.
 *
 * @cssprop --ss-video-padding - Height of the box as a percentage of its width (also before upgrade). Default: 65% (56.3% in mode none), or 100 / the embed's aspect ratio.
 * @cssprop --ss-video-play-size - Size of the play button. Default: 4rem.
 */
export class SsVideo extends createBlockElement({
  tag: 'ss-video',
  component: Video,
  attributes: {
    'data-html': stringAttribute(''),
    'data-provider-name': stringAttribute(''),
    mode: enumAttribute(VIDEO_MODES, 'fit'),
    label: stringAttribute(''),
  },
  styles: [videoCss],
}) {}

export type { VideoEvents };
export default SsVideo;

declare global {
  interface HTMLElementTagNameMap {
    'ss-video': SsVideo;
  }
}

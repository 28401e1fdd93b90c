import { enumAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { VIDEO_MODES } from '../runtime/video/video-embed.js';
import { Video, type VideoEvents } from '../react/video/Video.js';
import videoOverlayCss from '../styles/video-overlay.css?inline';
import videoCss from '../styles/video.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * A video embed behind a poster (spec 02 §3-5, §8; spec 01 §9). `data-html` holds the provider's embed
 * markup; only its `<iframe>` source is used (never inserted as HTML), with the provider's autoplay
 * parameter (YouTube also gets `enablejsapi=1`) and https on secure pages. Light-DOM content (a poster
 * `<img>`, a link to the video) shows under the play button and is the no-script fallback. A click,
 * Enter or Space on the play button shows the embed in the same box (no layout shift); starting one
 * video returns every other to its poster. The box is 100 / the embed's aspect ratio high, else 65 %
 * of its width (56.3 % in mode `none`). Markup without an iframe shows "Invalid video embed.".
 *
 * ```html
 * <ss-video data-provider-name="YouTube" label="A morning at the café"
 *   data-html='<iframe width="640" height="360" src="https://www.youtube.com/embed/VIDEO_ID"></iframe>'>
 *   <img src="/images/video-poster.jpg" alt="" />
 * </ss-video>
 * ```
 *
 * @tag ss-video
 * @summary A video embed that shows a poster and play button until the visitor starts it.
 *
 * @attr {text} data-html - The provider's embed markup (an `<iframe>`). Anything else shows "Invalid video embed.".
 * @attr {text} data-provider-name - The provider's name, used when the embed host is not a known one.
 * @attr {`none`, `fit`, `fill`} mode - none, fit (default) or fill: how the video sits in its box. Changing it reloads the video. Default: `fit`.
 * @attr {text} label - Title for the play button and the embed. The button reads "Play video: {title}"; both texts, and "Invalid video embed.", have `video.*` keys for site translations. Default: the iframe title, else `Video`.
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
 * @cssprop --ss-video-background - Background behind the video and its poster. Default: black.
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
  styles: [videoOverlayCss, videoCss],
}) {}

export type { VideoEvents };
export default SsVideo;

declare global {
  interface HTMLElementTagNameMap {
    'ss-video': SsVideo;
  }
}

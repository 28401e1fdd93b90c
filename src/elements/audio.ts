import { stringAttribute } from '../runtime/attributes/element-attributes.js';
import { Audio, type AudioEvents } from '../react/audio/Audio.js';
import audioCss from '../styles/audio.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * Audio block (spec 01 §1 audio; spec 03 §9 max 60 tracks in an album; spec 03 §3 analytics event
 * type audio 20). Tracks are `<audio>` children (with `src` or `<source>` children, `data-title`,
 * `data-artist`, `data-duration` in seconds), which play natively without script. Upgraded, the block
 * is one accessible player: play/pause, seek, time, mute and volume, previous/next and a track list;
 * one player on the page plays at a time. Play, pause and completion are recorded as audio analytics
 * events (type 20) when the visitor's consent allows.
 *
 * @tag ss-audio
 * @summary An accessible audio player for one track or an album of up to 60 tracks.
 *
 * @attr {string} label - Accessible name of the player (e.g. the album title). Default: the current track's title.
 *
 * @fires ss-audio-play - The visitor started playback. detail: `{ index, title }`.
 * @fires ss-audio-pause - The visitor paused. detail: `{ index, title, position }` (seconds).
 * @fires ss-audio-track-change - The visitor picked a track (list, previous or next). detail: `{ index, title }`.
 *
 * @csspart base - The player; `data-state` is `idle`, `playing`, `paused` or `error`.
 * @csspart controls - The row of controls.
 * @csspart play - The play/pause button.
 * @csspart previous - The previous-track button (albums only).
 * @csspart next - The next-track button (albums only).
 * @csspart title - The current track's title and artist.
 * @csspart seek - The seek slider.
 * @csspart time - Elapsed and total time.
 * @csspart mute - The mute toggle.
 * @csspart volume - The volume slider.
 * @csspart tracklist - The track list (albums only).
 * @csspart track - One track button; the current one also has `track-current`.
 * @csspart track-current - The current track.
 * @csspart error - The message shown when a track cannot load.
 *
 * @cssprop --ss-audio-accent - Play button and slider colour. Default: the accent colour.
 * @cssprop --ss-audio-player-height - Height of the control row (also reserved before upgrade). Default: 4.5rem.
 * @cssprop --ss-audio-track-height - Height of a track list row (also reserved before upgrade). Default: 2.75rem.
 * @cssprop --ss-color-text - Text colour. Default: inherited.
 * @cssprop --ss-color-accent - Focus ring colour.
 */
export class SsAudio extends createBlockElement({
  tag: 'ss-audio',
  component: Audio,
  attributes: {
    label: stringAttribute(''),
  },
  styles: [audioCss],
}) {}

export type { AudioEvents };
export default SsAudio;

declare global {
  interface HTMLElementTagNameMap {
    'ss-audio': SsAudio;
  }
}

import { stringAttribute } from '../runtime/attributes/element-attributes.js';
import { Audio, type AudioEvents } from '../react/audio/Audio.js';
import audioCss from '../styles/audio.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * An accessible audio player for one track or an album. Tracks are `<audio>` children (a `src` or
 * `<source>` children, plus `data-title`, `data-artist` and `data-duration` in seconds); without script
 * they play natively. Upgraded, the block has a play/pause button, a seek slider (Left/Right or Up/Down
 * move 5 s, Home/End jump to the ends; the time is spoken as "1 minute 5 seconds of 3 minutes"), the
 * elapsed and total time, a mute toggle and a volume slider, and, for albums, previous/next buttons
 * and a track list (the current track has `aria-current`). An album plays on to its next track and
 * stops after the last. Only one player on the page plays at a time: starting one pauses the other.
 * An album holds at most **60 tracks** (spec 03 §9); further tracks are left out with one console error.
 * A track that cannot load shows "Unable to load. Try again." (spec 03 §8) in the player.
 *
 * Play, pause and completion are recorded as events-service audio events (analytics event type 20,
 * spec 03 §3) through the shared tracker, only when the visitor's consent allows, at idle time.
 *
 * ```html
 * <ss-audio label="Harbour Sessions">
 *   <audio src="/audio/intro.wav" data-title="Intro" data-artist="Harbour Lights" data-duration="4" controls preload="none"></audio>
 *   <audio src="/audio/tide.wav" data-title="Tide" data-duration="6" controls preload="none"></audio>
 * </ss-audio>
 * ```
 *
 * @tag ss-audio
 * @summary An accessible audio player for one track or an album of up to 60 tracks.
 *
 * @attr {text} label - Accessible name of the player (e.g. the album title). Default: the current track's title.
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

import { ALBUM_TRACK_LIMIT } from '../catalog/platform-limits.js';
import { audioText, audioTimeText } from './audio-texts.js';
/**
 * Audio block rules: the album track limit (spec 03 §9 "max tracks in an album 60"), time
 * wording for the player, and the seek and volume steps of its keyboard controls.
 */

/** Seconds one arrow key press seeks. */
export const SEEK_STEP_SECONDS = 5;
/** Volume change of one arrow key press (0-1). */
export const VOLUME_STEP = 0.05;

/**
 * Where a range slider (the player's seek and volume bars) moves for a key, as the WAI-ARIA slider
 * pattern has it: the arrows one step up or down, Home to 0, End to `max` when it is known; null
 * for any other key, which the slider leaves alone. The caller clamps the value.
 */
export function sliderKeyTarget(key: string, value: number, step: number, max: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowUp') return value + step;
  if (key === 'ArrowLeft' || key === 'ArrowDown') return value - step;
  if (key === 'Home') return 0;
  if (key === 'End' && Number.isFinite(max)) return max;
  return null;
}

/** Keeps the first ALBUM_TRACK_LIMIT tracks and says how many were dropped. */
export function limitAlbumTracks<T>(tracks: readonly T[]): { tracks: T[]; dropped: number } {
  return { tracks: tracks.slice(0, ALBUM_TRACK_LIMIT), dropped: Math.max(0, tracks.length - ALBUM_TRACK_LIMIT) };
}

/** The console error for an album over the limit. */
export function albumLimitMessage(dropped: number): string {
  return `<ss-audio> holds ${ALBUM_TRACK_LIMIT + dropped} tracks; an album plays at most ${ALBUM_TRACK_LIMIT}, so the last ${dropped} ${dropped === 1 ? 'is' : 'are'} left out.`;
}

/** Playback time as a player shows it: m:ss, or h:mm:ss from an hour; unknown (NaN, Infinity, negative) is "--:--". */
export function formatPlaybackTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '--:--';
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Spoken form for a slider's aria-valuetext: "1 minute 5 seconds" (in the site's language, `audio.time.*`). */
export function speakPlaybackTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return audioTimeText('unknown');
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const hours = h === 1 ? audioTimeText('hour') : audioTimeText('hours', { count: h });
  const minutes = m === 1 ? audioTimeText('minute') : audioTimeText('minutes', { count: m });
  const secs = s === 1 ? audioTimeText('second') : audioTimeText('seconds', { count: s });
  const parts = [h ? hours : '', m ? minutes : '', s || (!h && !m) ? secs : ''].filter(Boolean);
  return parts.join(' ');
}

/** Clamps a seek target into the track. */
export function clampSeek(target: number, duration: number): number {
  if (!Number.isFinite(target) || target < 0) return 0;
  return Number.isFinite(duration) ? Math.min(target, duration) : target;
}

/** Clamps a volume into 0-1, rounded to the step grid so repeated steps do not drift. */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return 1;
  return Math.min(1, Math.max(0, Math.round(volume * 100) / 100));
}

/** The track after `index`, or null at the end (the album stops after its last track). */
export function nextTrackIndex(index: number, count: number): number | null {
  return index + 1 < count ? index + 1 : null;
}

export interface AudioSource {
  src: string;
  type: string;
}

/**
 * The first source the browser says it can play ("probably" or "maybe"); a source without a type
 * is tried as is. Null when none fits.
 */
export function chooseAudioSource(sources: readonly AudioSource[], canPlayType: (type: string) => string): AudioSource | null {
  return sources.find((source) => source.src !== '' && (source.type === '' || canPlayType(source.type) !== '')) ?? null;
}

/** A track's title when the page gave none: the file name without extension, else "Track n". */
export function fallbackTrackTitle(src: string, index: number): string {
  const name = decodeURIComponent(src.split(/[?#]/)[0]!.split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '').trim();
  return name || audioText('trackFallback', { index: index + 1 });
}

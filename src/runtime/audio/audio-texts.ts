import { textLookup } from '../i18n/text-lookup.js';

/**
 * Visitor-facing texts of the audio block (the product's own wording), catalogue keys `audio.*`
 * and `audio.time.*`, en-US. Placeholders are `{name}`.
 */
export const AUDIO_TEXTS = Object.freeze({
  label: 'Audio',
  loadFailed: 'Unable to load. Try again.',
  noTracks: 'This audio block has no tracks.',
  previousTrack: 'Previous track',
  nextTrack: 'Next track',
  play: 'Play {title}',
  pause: 'Pause {title}',
  seek: 'Seek',
  /** The seek slider's spoken value. */
  position: '{time} of {duration}',
  mute: 'Mute',
  volume: 'Volume',
  tracks: 'Tracks',
  /** A track with neither a title nor a file name. */
  trackFallback: 'Track {index}',
} as const);

/** Spoken durations (speakPlaybackTime). */
export const AUDIO_TIME_TEXTS = Object.freeze({
  hour: '1 hour',
  hours: '{count} hours',
  minute: '1 minute',
  minutes: '{count} minutes',
  second: '1 second',
  seconds: '{count} seconds',
  unknown: 'unknown',
} as const);

export const audioText = /* @__PURE__ */ textLookup('audio.', AUDIO_TEXTS);
export const audioTimeText = /* @__PURE__ */ textLookup('audio.time.', AUDIO_TIME_TEXTS);

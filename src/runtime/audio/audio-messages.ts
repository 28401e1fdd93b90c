/**
 * Visitor-facing texts of the audio block (the product's own wording), looked up through
 * siteText (message-catalogue.ts keys `audio.*`).
 */
export const AUDIO_DEFAULT_LABEL = 'Audio';
export const AUDIO_LOAD_FAILED_MESSAGE = 'Unable to load. Try again.';
export const AUDIO_NO_TRACKS_MESSAGE = 'This audio block has no tracks.';
export const AUDIO_PREVIOUS_TRACK_LABEL = 'Previous track';
export const AUDIO_NEXT_TRACK_LABEL = 'Next track';
export const AUDIO_PLAY_LABEL = 'Play {title}';
export const AUDIO_PAUSE_LABEL = 'Pause {title}';
export const AUDIO_SEEK_LABEL = 'Seek';
/** The seek slider's spoken value. */
export const AUDIO_POSITION_TEXT = '{time} of {duration}';
export const AUDIO_MUTE_LABEL = 'Mute';
export const AUDIO_VOLUME_LABEL = 'Volume';
export const AUDIO_TRACKS_LABEL = 'Tracks';
/** A track with neither a title nor a file name. */
export const AUDIO_TRACK_FALLBACK_TITLE = 'Track {index}';

/** Spoken durations (speakPlaybackTime). */
export const AUDIO_TIME_WORDS = Object.freeze({
  hour: '1 hour',
  hours: '{count} hours',
  minute: '1 minute',
  minutes: '{count} minutes',
  second: '1 second',
  seconds: '{count} seconds',
  unknown: 'unknown',
});

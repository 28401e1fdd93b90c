import { trackEvent } from '../analytics/census.js';
import { AnalyticsEventType } from '../catalog/platform-enumerations.js';
import { whenIdle } from '../dom/when-idle.js';

/** The events-service schema name of audio events. */
export const AUDIO_ANALYTICS_SCHEMA = 'audio';

export type AudioAnalyticsAction = 'play' | 'pause' | 'complete';

export interface AudioAnalyticsTrack {
  src: string;
  title: string;
  /** Position in the album, 0-based. */
  index: number;
}

/** The events-service fields of one audio event (spec 03 §3 common fields plus the event type). */
export function audioAnalyticsFields(action: AudioAnalyticsAction, track: AudioAnalyticsTrack, positionSeconds: number, durationSeconds: number): Record<string, unknown> {
  return {
    actor: 'visitor',
    action,
    event_source: 'WEB',
    object_type: 'audio',
    object_identifier: track.src,
    object_display_name: track.title,
    object_value: Math.round(Number.isFinite(positionSeconds) ? positionSeconds : 0),
    product_area: 'audio',
    event_type: AnalyticsEventType.AUDIO,
    track_index: track.index,
    duration: Number.isFinite(durationSeconds) ? Math.round(durationSeconds) : null,
  };
}

/** Records an audio event through the events tracker; waits for idle so it never delays input. */
export function trackAudioEvent(action: AudioAnalyticsAction, track: AudioAnalyticsTrack, positionSeconds: number, durationSeconds: number): void {
  const fields = audioAnalyticsFields(action, track, positionSeconds, durationSeconds);
  const send = () => void trackEvent(AUDIO_ANALYTICS_SCHEMA, fields);
  whenIdle(send);
}

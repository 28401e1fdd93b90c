import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALBUM_TRACK_LIMIT } from '../../../src/runtime/catalog/platform-limits.js';
import {
  albumLimitMessage,
  clampSeek,
  clampVolume,
  formatPlaybackTime,
  limitAlbumTracks,
  nextTrackIndex,
  speakPlaybackTime,
} from '../../../src/runtime/audio/audio-rules.js';
import { audioAnalyticsFields } from '../../../src/runtime/audio/audio-analytics.js';
import { claimPlayback, currentPlaybackOwner, releasePlayback } from '../../../src/runtime/audio/exclusive-playback.js';

describe('audio rules', () => {
  // spec 03 §9 max tracks in an album 60
  it('keeps at most 60 tracks in an album', () => {
    expect(ALBUM_TRACK_LIMIT).toBe(60);
    const many = Array.from({ length: 75 }, (_, i) => i);
    expect(limitAlbumTracks(many)).toEqual({ tracks: many.slice(0, 60), dropped: 15 });
    expect(limitAlbumTracks([1, 2])).toEqual({ tracks: [1, 2], dropped: 0 });
    expect(albumLimitMessage(15)).toBe('<ss-audio> holds 75 tracks; an album plays at most 60, so the last 15 are left out.');
  });

  it('formats playback time as m:ss or h:mm:ss', () => {
    expect(formatPlaybackTime(0)).toBe('0:00');
    expect(formatPlaybackTime(65.9)).toBe('1:05');
    expect(formatPlaybackTime(3600 + 62)).toBe('1:01:02');
    expect(formatPlaybackTime(Number.NaN)).toBe('--:--');
    expect(formatPlaybackTime(Number.POSITIVE_INFINITY)).toBe('--:--');
  });

  it('formats any time so that its parts add back up (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 * 3600 }), (seconds) => {
        const parts = formatPlaybackTime(seconds).split(':').map(Number);
        const total = parts.reduce((sum, part) => sum * 60 + part, 0);
        return total === seconds && parts.slice(1).every((part) => part < 60);
      }),
    );
  });

  it('speaks time for screen readers', () => {
    expect(speakPlaybackTime(65)).toBe('1 minute 5 seconds');
    expect(speakPlaybackTime(0)).toBe('0 seconds');
    expect(speakPlaybackTime(7200)).toBe('2 hours');
  });

  it('clamps seeking and volume', () => {
    expect(clampSeek(-4, 100)).toBe(0);
    expect(clampSeek(140, 100)).toBe(100);
    expect(clampSeek(40, Number.NaN)).toBe(40);
    expect(clampVolume(1.2)).toBe(1);
    expect(clampVolume(-0.1)).toBe(0);
    expect(clampVolume(0.1 + 0.2)).toBe(0.3);
  });

  it('stops after the last track', () => {
    expect(nextTrackIndex(0, 3)).toBe(1);
    expect(nextTrackIndex(2, 3)).toBeNull();
  });
});

describe('one player at a time', () => {
  it('pauses the player that was playing when another starts', () => {
    const a = {};
    const b = {};
    let pausedA = 0;
    claimPlayback(a, () => pausedA++);
    claimPlayback(a, () => pausedA++);
    expect(pausedA).toBe(0);
    claimPlayback(b, () => undefined);
    expect(pausedA).toBe(1);
    expect(currentPlaybackOwner()).toBe(b);
    releasePlayback(a);
    expect(currentPlaybackOwner()).toBe(b);
    releasePlayback(b);
    expect(currentPlaybackOwner()).toBeNull();
  });
});

describe('audio analytics', () => {
  // spec 03 §3 analytics event types: audio 20
  it('records audio events as type 20 with the track and position', () => {
    expect(audioAnalyticsFields('pause', { src: '/a.wav', title: 'Intro', index: 2 }, 12.6, 180.2)).toEqual({
      actor: 'visitor',
      action: 'pause',
      event_source: 'WEB',
      object_type: 'audio',
      object_identifier: '/a.wav',
      object_display_name: 'Intro',
      object_value: 13,
      product_area: 'audio',
      event_type: 20,
      track_index: 2,
      duration: 180,
    });
  });
});

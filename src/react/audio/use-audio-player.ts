import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { trackAudioEvent } from '../../runtime/audio/audio-analytics.js';
import { albumLimitMessage, chooseAudioSource, clampSeek, clampVolume, limitAlbumTracks, nextTrackIndex } from '../../runtime/audio/audio-rules.js';
import { claimPlayback, releasePlayback } from '../../runtime/audio/exclusive-playback.js';
import { AUDIO_TEXTS } from '../../runtime/audio/audio-texts.js';
import type { BlockProps } from '../block-props.js';
import { useLightDom } from '../hooks/use-light-dom.js';
import type { AudioAttributes, AudioEvents } from './Audio.js';
import { readTracks, sameTracks } from './read-tracks.js';

export type AudioStatus = 'idle' | 'playing' | 'paused' | 'error';

/**
 * The player behind the audio block: the album read from the page, the current track and its
 * source, play state, position, duration and volume, one player at a time on the page, and the
 * analytics of each play, pause and completion.
 */
export function useAudioPlayer(host: HTMLElement, emit: BlockProps<AudioAttributes, AudioEvents>['emit']) {
  const all = useLightDom(host, readTracks, sameTracks);
  const { tracks, dropped } = limitAlbumTracks(all);
  const [index, setIndex] = useState(0);
  const [status, setStatus] = useState<AudioStatus>('idle');
  const [time, setTime] = useState(0);
  // The page's data-duration shows from the first paint; the media's own replaces it once known.
  const [duration, setDuration] = useState(() => tracks[0]?.duration ?? Number.NaN);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const audio = useRef<HTMLAudioElement>(null);
  const owner = useRef({});
  const playAfterLoad = useRef(false);
  const track = tracks[Math.min(index, tracks.length - 1)];
  const source = track ? chooseAudioSource(track.sources, (type) => audio.current?.canPlayType(type) ?? 'maybe') : null;

  useEffect(() => {
    if (dropped > 0) console.error(`Sitestack: ${albumLimitMessage(dropped)}`);
  }, [dropped]);
  useEffect(() => {
    if (tracks.length === 0) console.error(`Sitestack: <ss-audio>: ${AUDIO_TEXTS.noTracks} Add <audio src="..." data-title="..."> children.`);
  }, [tracks.length]);

  // The page's own <audio> elements are the no-script fallback; once upgraded they stay silent.
  useLayoutEffect(() => {
    for (const t of all) if (!t.element.paused) t.element.pause();
  }, [all]);

  useEffect(() => {
    const ownerKey = owner.current;
    return () => releasePlayback(ownerKey);
  }, []);

  const analyticsTrack = () => ({ src: source?.src ?? '', title: track?.title ?? '', index });

  const play = useCallback(() => {
    const element = audio.current;
    if (!element) return;
    element.play().catch((error: DOMException) => {
      // AbortError: a newer load or pause replaced this play request; NotAllowedError: the browser
      // wants a visitor gesture first. Neither means the track is broken (onError reports that).
      if (error.name === 'NotAllowedError') setStatus('paused');
    });
  }, []);

  useEffect(() => {
    setTime(0);
    // What the element already knows counts: a server-drawn <audio preload="metadata"> loads its
    // metadata while the page is parsed, and its events have fired before hydration listens.
    // (A new source starts the element over: its duration is NaN again until it loads.)
    const known = audio.current?.duration ?? Number.NaN;
    setDuration(Number.isFinite(known) ? known : (track?.duration ?? Number.NaN));
    if (status === 'error') setStatus('idle');
    if (playAfterLoad.current) {
      playAfterLoad.current = false;
      play();
    }
    // Only a new source resets the player.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source?.src]);

  const togglePlay = () => {
    const element = audio.current!;
    if (element.paused) {
      emit('ss-audio-play', { index, title: track!.title });
      if (status === 'error') element.load();
      play();
    } else {
      element.pause();
      emit('ss-audio-pause', { index, title: track!.title, position: element.currentTime });
    }
  };

  const selectTrack = (next: number) => {
    if (next < 0 || next >= tracks.length) return;
    emit('ss-audio-track-change', { index: next, title: tracks[next]!.title });
    if (next === index) {
      if (audio.current!.paused) togglePlay();
      return;
    }
    playAfterLoad.current = true;
    setIndex(next);
  };

  const seekTo = (target: number) => {
    const element = audio.current!;
    const value = clampSeek(target, element.duration);
    element.currentTime = value;
    setTime(value);
  };

  const changeVolume = (next: number) => {
    const value = clampVolume(next);
    audio.current!.volume = value;
    audio.current!.muted = value === 0 ? true : false;
    setVolume(value);
    setMuted(value === 0);
  };

  const toggleMute = () => {
    const next = !muted;
    audio.current!.muted = next;
    setMuted(next);
    if (!next && volume === 0) changeVolume(0.5);
  };
  // The <audio> element's events: play state, the page's one player, analytics, the next track.
  const mediaHandlers = {
    onPlay: () => {
      setStatus('playing');
      claimPlayback(owner.current, () => audio.current?.pause());
      trackAudioEvent('play', analyticsTrack(), audio.current!.currentTime, audio.current!.duration);
    },
    onPause: () => {
      releasePlayback(owner.current);
      if (audio.current!.ended) return;
      setStatus('paused');
      trackAudioEvent('pause', analyticsTrack(), audio.current!.currentTime, audio.current!.duration);
    },
    onEnded: () => {
      releasePlayback(owner.current);
      trackAudioEvent('complete', analyticsTrack(), audio.current!.currentTime, audio.current!.duration);
      const next = nextTrackIndex(index, tracks.length);
      if (next === null) {
        setStatus('paused');
        return;
      }
      playAfterLoad.current = true;
      setIndex(next);
    },
    onTimeUpdate: () => setTime(audio.current!.currentTime),
    // A duration not known yet (NaN while loading) keeps the page's data-duration.
    onLoadedMetadata: () => Number.isFinite(audio.current!.duration) && setDuration(audio.current!.duration),
    onDurationChange: () => Number.isFinite(audio.current!.duration) && setDuration(audio.current!.duration),
    onError: () => {
      setStatus('error');
      console.error(`Sitestack: <ss-audio>: could not load "${source?.src ?? ''}".`);
    },
  };

  return { tracks, index, status, time, duration, volume, muted, audio, track, source, togglePlay, selectTrack, seekTo, changeVolume, toggleMute, mediaHandlers };
}

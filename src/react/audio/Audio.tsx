import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { trackAudioEvent } from '../../runtime/audio/audio-analytics.js';
import {
  SEEK_STEP_SECONDS,
  VOLUME_STEP,
  albumLimitMessage,
  chooseAudioSource,
  clampSeek,
  clampVolume,
  fallbackTrackTitle,
  formatPlaybackTime,
  limitAlbumTracks,
  nextTrackIndex,
  speakPlaybackTime,
  type AudioSource,
} from '../../runtime/audio/audio-rules.js';
import { claimPlayback, releasePlayback } from '../../runtime/audio/exclusive-playback.js';
import type { BlockProps } from '../block-props.js';
import { useLightDom } from '../hooks/use-light-dom.js';
import { AUDIO_TEXTS, audioText } from '../../runtime/audio/audio-texts.js';

export interface AudioAttributes {
  label: string;
}

export interface AudioTrackDetail {
  index: number;
  title: string;
}

export interface AudioEvents {
  'ss-audio-play': AudioTrackDetail;
  'ss-audio-pause': AudioTrackDetail & { position: number };
  'ss-audio-track-change': AudioTrackDetail;
}

interface Track {
  element: HTMLAudioElement;
  sources: AudioSource[];
  title: string;
  artist: string;
  /** Seconds, from data-duration, for the track list before metadata loads. */
  duration: number;
}

function readTracks(host: HTMLElement): Track[] {
  return Array.from(host.children)
    .filter((child): child is HTMLAudioElement => child.localName === 'audio')
    .map((element, i) => {
      const own = element.getAttribute('src');
      const sources: AudioSource[] = own
        ? [{ src: element.src, type: element.getAttribute('type') ?? '' }]
        : Array.from(element.querySelectorAll('source')).map((source) => ({ src: source.src, type: source.type }));
      const duration = Number(element.dataset.duration);
      return {
        element,
        sources,
        title: element.dataset.title?.trim() || element.title.trim() || fallbackTrackTitle(sources[0]?.src ?? '', i),
        artist: element.dataset.artist?.trim() ?? '',
        duration: Number.isFinite(duration) && duration > 0 ? duration : Number.NaN,
      };
    });
}

function sameTracks(a: Track[], b: Track[]): boolean {
  return (
    a.length === b.length &&
    a.every((t, i) => t.element === b[i]!.element && t.title === b[i]!.title && t.artist === b[i]!.artist && t.sources.map((s) => s.src).join() === b[i]!.sources.map((s) => s.src).join())
  );
}

type Status = 'idle' | 'playing' | 'paused' | 'error';

export function Audio({ host, attributes, emit }: BlockProps<AudioAttributes, AudioEvents>) {
  const all = useLightDom(host, readTracks, sameTracks);
  const { tracks, dropped } = limitAlbumTracks(all);
  const [index, setIndex] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const [time, setTime] = useState(0);
  // The page's data-duration shows from the first paint; the media's own replaces it once known.
  const [duration, setDuration] = useState(() => tracks[0]?.duration ?? Number.NaN);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const audio = useRef<HTMLAudioElement>(null);
  const owner = useRef({});
  const playAfterLoad = useRef(false);
  const listId = useId();
  const track = tracks[Math.min(index, tracks.length - 1)];
  const source = track ? chooseAudioSource(track.sources, (type) => audio.current?.canPlayType(type) ?? 'maybe') : null;
  const label = attributes.label || track?.title || audioText('label');

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
    setDuration(track?.duration ?? Number.NaN);
    if (status === 'error') setStatus('idle');
    if (playAfterLoad.current) {
      playAfterLoad.current = false;
      play();
    }
    // Only a new source resets the player.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source?.src]);

  if (!track) {
    return (
      <div part="base" className="audio" data-state="error" role="group" aria-label={attributes.label || audioText('label')}>
        <p part="error" className="error">
          {audioText('noTracks')}
        </p>
      </div>
    );
  }

  const playing = status === 'playing';
  const togglePlay = () => {
    const element = audio.current!;
    if (element.paused) {
      emit('ss-audio-play', { index, title: track.title });
      if (status === 'error') element.load();
      play();
    } else {
      element.pause();
      emit('ss-audio-pause', { index, title: track.title, position: element.currentTime });
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

  const onSeekKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const element = audio.current!;
    const steps: Record<string, number> = { ArrowRight: SEEK_STEP_SECONDS, ArrowUp: SEEK_STEP_SECONDS, ArrowLeft: -SEEK_STEP_SECONDS, ArrowDown: -SEEK_STEP_SECONDS };
    if (event.key in steps) seekTo(element.currentTime + steps[event.key]!);
    else if (event.key === 'Home') seekTo(0);
    else if (event.key === 'End' && Number.isFinite(element.duration)) seekTo(element.duration);
    else return;
    event.preventDefault();
  };

  const changeVolume = (next: number) => {
    const value = clampVolume(next);
    audio.current!.volume = value;
    audio.current!.muted = value === 0 ? true : false;
    setVolume(value);
    setMuted(value === 0);
  };

  const onVolumeKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps: Record<string, number> = { ArrowRight: VOLUME_STEP, ArrowUp: VOLUME_STEP, ArrowLeft: -VOLUME_STEP, ArrowDown: -VOLUME_STEP };
    if (event.key in steps) changeVolume(volume + steps[event.key]!);
    else if (event.key === 'Home') changeVolume(0);
    else if (event.key === 'End') changeVolume(1);
    else return;
    event.preventDefault();
  };

  const toggleMute = () => {
    const next = !muted;
    audio.current!.muted = next;
    setMuted(next);
    if (!next && volume === 0) changeVolume(0.5);
  };

  const knownDuration = Number.isFinite(duration) ? duration : 0;
  const hasList = tracks.length > 1;

  return (
    <div part="base" className="audio" data-state={status} role="group" aria-label={label}>
      <audio
        ref={audio}
        src={source?.src}
        preload="metadata"
        onPlay={() => {
          setStatus('playing');
          claimPlayback(owner.current, () => audio.current?.pause());
          trackAudioEvent('play', analyticsTrack(), audio.current!.currentTime, audio.current!.duration);
        }}
        onPause={() => {
          releasePlayback(owner.current);
          if (audio.current!.ended) return;
          setStatus('paused');
          trackAudioEvent('pause', analyticsTrack(), audio.current!.currentTime, audio.current!.duration);
        }}
        onEnded={() => {
          releasePlayback(owner.current);
          trackAudioEvent('complete', analyticsTrack(), audio.current!.currentTime, audio.current!.duration);
          const next = nextTrackIndex(index, tracks.length);
          if (next === null) {
            setStatus('paused');
            return;
          }
          playAfterLoad.current = true;
          setIndex(next);
        }}
        onTimeUpdate={() => setTime(audio.current!.currentTime)}
        // A duration not known yet (NaN while loading) keeps the page's data-duration.
        onLoadedMetadata={() => Number.isFinite(audio.current!.duration) && setDuration(audio.current!.duration)}
        onDurationChange={() => Number.isFinite(audio.current!.duration) && setDuration(audio.current!.duration)}
        onError={() => {
          setStatus('error');
          console.error(`Sitestack: <ss-audio>: could not load "${source?.src ?? ''}".`);
        }}
      />
      <div part="controls" className="controls">
        {hasList ? (
          <button part="previous" className="icon-button" type="button" aria-label={audioText('previousTrack')} disabled={index === 0} onClick={() => selectTrack(index - 1)}>
            <span className="icon icon-previous" aria-hidden="true" />
          </button>
        ) : null}
        <button part="play" className="play" type="button" aria-label={playing ? audioText('pause', { title: track.title }) : audioText('play', { title: track.title })} data-state={playing ? 'playing' : 'paused'} onClick={togglePlay}>
          <span className={`icon ${playing ? 'icon-pause' : 'icon-play'}`} aria-hidden="true" />
        </button>
        {hasList ? (
          <button part="next" className="icon-button" type="button" aria-label={audioText('nextTrack')} disabled={index === tracks.length - 1} onClick={() => selectTrack(index + 1)}>
            <span className="icon icon-next" aria-hidden="true" />
          </button>
        ) : null}
        <div className="now">
          {status === 'error' ? (
            <span part="error" className="error title" role="alert">
              {audioText('loadFailed')}
            </span>
          ) : (
            <span part="title" className="title">
              {track.title}
              {track.artist ? <span className="artist"> · {track.artist}</span> : null}
            </span>
          )}
          <div className="timeline">
            <input
              part="seek"
              className="seek"
              type="range"
              min={0}
              max={knownDuration}
              step="any"
              value={Math.min(time, knownDuration)}
              aria-label={audioText('seek')}
              aria-valuetext={audioText('position', { time: speakPlaybackTime(time), duration: speakPlaybackTime(duration) })}
              disabled={!Number.isFinite(duration)}
              onChange={(event) => seekTo(Number(event.currentTarget.value))}
              onKeyDown={onSeekKey}
            />
            <span part="time" className="time">
              {formatPlaybackTime(time)} / {formatPlaybackTime(duration)}
            </span>
          </div>
        </div>
        <button part="mute" className="icon-button" type="button" aria-label={audioText('mute')} aria-pressed={muted} onClick={toggleMute}>
          <span className={`icon ${muted ? 'icon-muted' : 'icon-volume'}`} aria-hidden="true" />
        </button>
        <input
          part="volume"
          className="volume"
          type="range"
          min={0}
          max={1}
          step={VOLUME_STEP}
          value={muted ? 0 : volume}
          aria-label={audioText('volume')}
          aria-valuetext={`${Math.round((muted ? 0 : volume) * 100)}%`}
          onChange={(event) => changeVolume(Number(event.currentTarget.value))}
          onKeyDown={onVolumeKey}
        />
      </div>
      {hasList ? (
        <ol part="tracklist" className="tracklist" id={listId} aria-label={audioText('tracks')}>
          {tracks.map((t, i) => (
            <li key={i} className="track-row">
              <button part={i === index ? 'track track-current' : 'track'} className="track" type="button" aria-current={i === index ? 'true' : undefined} onClick={() => selectTrack(i)}>
                <span className="track-number" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="track-title">
                  {t.title}
                  {t.artist ? <span className="artist"> · {t.artist}</span> : null}
                </span>
                <span className="track-duration">{Number.isFinite(t.duration) ? formatPlaybackTime(t.duration) : ''}</span>
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

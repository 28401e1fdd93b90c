import { useId, type KeyboardEvent } from 'react';
import { SEEK_STEP_SECONDS, VOLUME_STEP, formatPlaybackTime, sliderKeyTarget, speakPlaybackTime } from '../../runtime/audio/audio-rules.js';
import type { BlockProps } from '../block-props.js';
import { AudioTrackList } from './AudioTrackList.js';
import { useAudioPlayer } from './use-audio-player.js';
import { audioText } from '../../runtime/audio/audio-texts.js';

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

export function Audio({ host, attributes, emit }: BlockProps<AudioAttributes, AudioEvents>) {
  const { tracks, index, status, time, duration, volume, muted, audio, track, source, togglePlay, selectTrack, seekTo, changeVolume, toggleMute, mediaHandlers } = useAudioPlayer(host, emit);
  const listId = useId();
  const label = attributes.label || track?.title || audioText('label');

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

  const onSeekKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const element = audio.current!;
    const target = sliderKeyTarget(event.key, element.currentTime, SEEK_STEP_SECONDS, element.duration);
    if (target === null) return;
    seekTo(target);
    event.preventDefault();
  };

  const onVolumeKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const target = sliderKeyTarget(event.key, volume, VOLUME_STEP, 1);
    if (target === null) return;
    changeVolume(target);
    event.preventDefault();
  };

  const knownDuration = Number.isFinite(duration) ? duration : 0;
  const hasList = tracks.length > 1;

  return (
    <div part="base" className="audio" data-state={status} role="group" aria-label={label}>
      <audio ref={audio} src={source?.src} preload="metadata" {...mediaHandlers} />
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
      {hasList ? <AudioTrackList id={listId} tracks={tracks} index={index} selectTrack={selectTrack} /> : null}
    </div>
  );
}

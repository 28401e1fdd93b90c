import { formatPlaybackTime } from '../../runtime/audio/audio-rules.js';
import type { Track } from './read-tracks.js';
import { audioText } from '../../runtime/audio/audio-texts.js';

/** The album's track list: one button a track, the current one marked. */
export function AudioTrackList({ id, tracks, index, selectTrack }: { id: string; tracks: Track[]; index: number; selectTrack: (index: number) => void }) {
  return (
    <ol part="tracklist" className="tracklist" id={id} aria-label={audioText('tracks')}>
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
  );
}

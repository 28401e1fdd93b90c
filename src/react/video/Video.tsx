import type { CSSProperties } from 'react';
import { reportBlockError } from '../../runtime/blocks/report-once.js';
import { videoEmbedPadding, videoPlaceholderPadding, type VideoMode } from '../../runtime/video/video-embed.js';
import type { BlockProps } from '../block-props.js';
import { useVideoEmbed } from '../hooks/use-video-embed.js';
import { videoText } from '../../runtime/video/video-texts.js';

export interface VideoAttributes {
  mode: VideoMode;
  dataHtml: string;
  dataProviderName: string;
  label: string;
}

export interface VideoPlayDetail {
  /** The provider the embed comes from ("youtube", "vimeo", ... or the declared name). */
  provider: string;
}

export interface VideoEvents {
  'ss-video-play': VideoPlayDetail;
  'ss-video-close': VideoPlayDetail;
}

/**
 * Video block (spec 02 §3-5, §8; spec 01 §9): an overlay with the poster (the light-DOM
 * content) and a play button; the embed appears after click, Enter or Space on it. Showing one
 * video returns every other to its overlay.
 */
export function Video({ host, attributes, emit }: BlockProps<VideoAttributes, VideoEvents>) {
  const { embed, error, playing, play } = useVideoEmbed(attributes.dataHtml, attributes.dataProviderName || null, {
    element: () => host,
    report: (problem) => reportBlockError(host, problem),
    onPlay: (provider) => emit('ss-video-play', { provider }),
    onClose: (provider) => emit('ss-video-close', { provider }),
  });

  const aspect = embed?.aspectRatio ?? null;
  // spec 01 §9 placeholder padding (65 % or 100 / aspect); mode none keeps the embed's own 56.3 % fallback (spec 02 §4)
  const padding = attributes.mode === 'none' ? videoEmbedPadding(aspect) : videoPlaceholderPadding(aspect);
  const title = attributes.label || embed?.title || videoText('defaultTitle');
  const state = error ? 'error' : playing ? 'playing' : 'overlay';

  return (
    <div
      part="base"
      className="video"
      data-state={state}
      data-mode={attributes.mode}
      style={{ '--_ss-video-padding': `${padding}%`, '--_ss-video-embed-ratio': String(100 / videoEmbedPadding(aspect)) } as CSSProperties}
    >
      <div className="poster" hidden={playing}>
        <slot />
      </div>
      {error ? (
        <p part="error" className="error" role="alert">
          {videoText('invalidEmbed')}
        </p>
      ) : playing ? (
        // A mode change remounts the embed, which reloads the video (spec 02 §4).
        <div className="embed-box" key={attributes.mode}>
          <iframe part="embed" className="embed" src={embed!.src} title={title} allow="autoplay; fullscreen; encrypted-media; picture-in-picture" />
        </div>
      ) : (
        <button part="play" className="play" type="button" aria-label={videoText('play', { title })} onClick={play}>
          <span className="play-icon" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

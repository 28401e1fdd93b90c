import { useRef, type CSSProperties } from 'react';
import { reportOnce } from '../../runtime/blocks/report-once.js';
import { videoEmbedPadding } from '../../runtime/video/video-embed.js';
import { useVideoEmbed } from '../hooks/use-video-embed.js';
import { videoText } from '../../runtime/video/video-texts.js';

export interface LightboxVideoProps {
  /** The slide's embed markup (spec 02 §3 data-html) and provider name. */
  html: string | null;
  providerName: string | null;
  /** The poster: the slide's image source, if any. */
  poster: string | null;
  title: string;
  /** The slide's light-DOM element: a problem with its embed is logged once for it. */
  slideElement: Element;
}

/**
 * A video slide in the lightbox, with the `<ss-video>` rules (spec 02 §4): its overlay first,
 * the embed (with the provider's autoplay parameters, https on secure pages) after click, Enter
 * or Space on the play icon; showing it returns every other video to its overlay. The lightbox
 * mounts one per slide, so moving to another slide stops it.
 */
export function LightboxVideo({ html, providerName, poster, title, slideElement }: LightboxVideoProps) {
  const box = useRef<HTMLDivElement | null>(null);
  const { embed, error, playing, play } = useVideoEmbed(html, providerName, {
    element: () => box.current,
    report: (problem) => reportOnce(slideElement, `Sitestack: <ss-gallery> lightbox video: ${problem}`),
  });
  const name = title || embed?.title || videoText('defaultTitle');

  return (
    <div
      ref={box}
      part="lightbox-video"
      className="lightbox-video"
      data-state={error ? 'error' : playing ? 'playing' : 'overlay'}
      style={{ '--_ss-video-ratio': String(100 / videoEmbedPadding(embed?.aspectRatio)) } as CSSProperties}
    >
      {poster && !playing ? <img className="lightbox-video-poster" src={poster} alt="" /> : null}
      {error ? (
        <p part="lightbox-video-error" className="lightbox-video-error" role="alert">
          {videoText('invalidEmbed')}
        </p>
      ) : playing ? (
        <iframe part="lightbox-video-embed" className="lightbox-video-embed" src={embed!.src} title={name} allow="autoplay; fullscreen; encrypted-media; picture-in-picture" />
      ) : (
        <button part="lightbox-video-play" className="lightbox-video-play" type="button" aria-label={videoText('play', { title: name })} onClick={play}>
          <span className="lightbox-video-play-icon" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

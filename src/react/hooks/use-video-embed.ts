import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { parseVideoEmbed, type VideoEmbed } from '../../runtime/video/video-embed.js';
import { registerVideo, showOnlyVideo } from '../../runtime/video/video-registry.js';

export interface VideoEmbedOptions {
  /** The element the page knows the video by (a gallery returns the videos within it to their overlays). */
  element(): Element | null;
  /** Called once per problem with the embed markup (an en-US message for the console). */
  report(problem: string): void;
  /** The visitor started the video. */
  onPlay?(provider: string): void;
  /** A playing video went back to its overlay (another video started, or its gallery slide changed). */
  onClose?(provider: string): void;
}

export interface VideoEmbedState {
  embed: VideoEmbed | null;
  /** Why the markup cannot be played ('Invalid video embed.'), or null. */
  error: string | null;
  playing: boolean;
  /** Shows the embed (when there is one) and returns every other video to its overlay. */
  play(): void;
}

/**
 * A video embed (spec 02 §3-5): the embed markup is read for its iframe source (https on secure
 * pages, with the provider's autoplay parameters); the overlay shows until `play`, and showing one
 * video returns every other one on the page to its overlay.
 */
export function useVideoEmbed(html: string | null, providerName: string | null, options: VideoEmbedOptions): VideoEmbedState {
  // The page's document: the browser's, or the parsed page a server renders (same reading on both).
  const owner = options.element()?.ownerDocument ?? globalThis.document ?? null;
  const secure = owner?.location?.protocol === 'https:';
  const parsed = useMemo(() => {
    try {
      return { embed: parseVideoEmbed(html, providerName, secure, owner), error: null };
    } catch (error) {
      return { embed: null, error: (error as Error).message };
    }
  }, [html, providerName, secure, owner]);
  const [playing, setPlaying] = useState(false);
  const playingNow = useRef(false);
  const provider = parsed.embed?.provider ?? 'other';
  const latest = useRef({ options, provider });
  useEffect(() => {
    latest.current = { options, provider };
  });

  useEffect(() => {
    if (parsed.error) latest.current.options.report(parsed.error);
  }, [parsed.error]);

  const backToOverlay = useCallback(() => {
    if (playingNow.current) {
      playingNow.current = false;
      latest.current.options.onClose?.(latest.current.provider);
    }
    setPlaying(false);
  }, []);
  useEffect(() => registerVideo(backToOverlay, latest.current.options.element()), [backToOverlay]);

  const play = () => {
    if (!parsed.embed) return;
    showOnlyVideo(backToOverlay);
    playingNow.current = true;
    setPlaying(true);
    options.onPlay?.(provider);
  };

  return { embed: parsed.embed, error: parsed.error, playing, play };
}

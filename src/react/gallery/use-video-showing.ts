import { useCallback, useEffect, useState } from 'react';
import { returnVideosWithin } from '../../runtime/video/video-registry.js';

/**
 * Whether a video inside the gallery is showing (its `<ss-video>` announced play and no close
 * since). Spec 03 §4: a showing video suspends autoplay; leaving its slide returns it to its
 * overlay, which `returnVideos` does.
 */
export function useVideoShowing(host: HTMLElement): { showing: boolean; returnVideos(): void } {
  const [showing, setShowing] = useState(false);
  useEffect(() => {
    const onPlay = () => setShowing(true);
    const onClose = () => setShowing(false);
    host.addEventListener('ss-video-play', onPlay);
    host.addEventListener('ss-video-close', onClose);
    return () => {
      host.removeEventListener('ss-video-play', onPlay);
      host.removeEventListener('ss-video-close', onClose);
    };
  }, [host]);
  const returnVideos = useCallback(() => {
    returnVideosWithin(host);
    setShowing(false);
  }, [host]);
  return { showing, returnVideos };
}

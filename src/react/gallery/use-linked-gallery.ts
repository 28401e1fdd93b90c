import { useEffect, useRef, type RefObject } from 'react';
import { joinGalleryLink, type GalleryLink } from '../../runtime/gallery/gallery-link.js';

/**
 * Joins the galleries that share a `link` name (spec 03 §4: a main slideshow and a thumbnail
 * strip keep their indexes in sync). `onIndex` is called when another member moved; the returned
 * link announces this gallery's moves and tells whether the group is in motion.
 */
export function useLinkedGallery(name: string, onIndex: (index: number) => void): RefObject<GalleryLink | null> {
  const link = useRef<GalleryLink | null>(null);
  const latestOnIndex = useRef(onIndex);
  useEffect(() => {
    latestOnIndex.current = onIndex;
  });
  useEffect(() => {
    const joined = joinGalleryLink(name, { onIndex: (index) => latestOnIndex.current(index) });
    link.current = joined;
    return () => {
      joined.leave();
      if (link.current === joined) link.current = null;
    };
  }, [name]);
  return link;
}

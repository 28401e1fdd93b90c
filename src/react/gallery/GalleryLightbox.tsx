import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { LIGHTBOX_UNAVAILABLE_WARNING } from '../../runtime/gallery/gallery-errors.js';
import type { LightboxProps } from '../lightbox/Lightbox.js';

/** The lightbox loads in its own chunk: fetched when a gallery offers it (after first paint) or opens it. */
export const loadLightbox = () => import('../lightbox/Lightbox.js');

const Lightbox = lazy<ComponentType<LightboxProps>>(() =>
  loadLightbox().then(
    (module) => ({ default: module.Lightbox }),
    () => {
      // spec 03 §8: the lightbox is unavailable; the gallery keeps working without it
      console.warn(`Sitestack: <ss-gallery>: ${LIGHTBOX_UNAVAILABLE_WARNING}`);
      return { default: LightboxUnavailable };
    },
  ),
);

/** Stands in for a lightbox that could not load: it closes at once, returning focus to the slide. */
function LightboxUnavailable({ index, onClose }: LightboxProps) {
  useEffect(() => onClose(index), [index, onClose]);
  return null;
}

/** The gallery's lightbox (spec 02 §2, §4), shown once its chunk has arrived. */
export function GalleryLightbox(props: LightboxProps) {
  return (
    <Suspense fallback={null}>
      <Lightbox {...props} />
    </Suspense>
  );
}

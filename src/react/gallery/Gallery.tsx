import { useCallback, useLayoutEffect, useRef } from 'react';
import { chooseBlockJsonText } from '../../runtime/blocks/block-data.js';
import { addressedSlideIndex, syncsGalleryAddress } from '../../runtime/gallery/gallery-address.js';
import { drawnAddress } from '../../runtime/blocks/drawn-address.js';
import { slideImageMode } from '../../runtime/gallery/gallery-display.js';
import { dependsOnGalleryWidth, galleryPreload, gallerySpeedMs, isPreloadedSlide, isSlidingDesign } from '../../runtime/gallery/gallery-design.js';
import { sanitizeGalleryIndex } from '../../runtime/gallery/gallery-index.js';
import { slideName } from '../../runtime/gallery/slide-name.js';
import type { BlockProps } from '../block-props.js';
import { useLightDom } from '../hooks/use-light-dom.js';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion.js';
import { GalleryCells } from './GalleryCells.js';
import { GalleryLightbox } from './GalleryLightbox.js';
import { galleryStyle } from './gallery-style.js';
import type { GalleryAttributes, GalleryEvents } from './gallery-types.js';
import { readGallery, sameGalleryContent, type SlideEntry } from './read-gallery.js';
import { assignSlideSlots } from './prepare-gallery.js';
import { slideAction } from './slide-actions.js';
import { SlidingGallery } from './SlidingGallery.js';
import { useContainerWidth } from './use-container-width.js';
import { useGalleryAddress, writeGalleryAddress } from './use-gallery-address.js';
import { useGalleryConfig } from './use-gallery-config.js';
import { useGalleryIndex } from './use-gallery-index.js';
import { useGalleryLightbox } from './use-gallery-lightbox.js';
import { useSlideImages } from './use-slide-images.js';
import { useVideoShowing } from './use-video-showing.js';
import { galleryText } from '../../runtime/gallery/gallery-texts.js';

export type { GalleryAttributes, GalleryEvents } from './gallery-types.js';

/** Shows each slide's light-DOM figure through its own slot. */
function useSlideSlots(slides: readonly SlideEntry[]): void {
  useLayoutEffect(() => assignSlideSlots(slides), [slides]);
}

/**
 * The gallery block (spec 03 §1-5, §9; its lightbox spec 02 §2, §4, §9). Its light DOM is read
 * once, by readGallery; its rules come from src/runtime/gallery; this component wires them
 * together: the current slide, the address, the lightbox, images, then one of two layouts.
 */
export function Gallery({ host, attributes, emit }: BlockProps<GalleryAttributes, GalleryEvents>) {
  const { slides, blockJsonScript } = useLightDom(host, readGallery, sameGalleryContent);
  const blockJson = chooseBlockJsonText(attributes.dataBlockJson, blockJsonScript) ?? '';
  const { config, errors, problems } = useGalleryConfig(host, attributes, blockJson, slides);
  const reducedMotion = usePrefersReducedMotion();
  // The base element, kept in a ref: as state, setting it would draw the gallery a second time.
  const base = useRef<HTMLElement | null>(null);
  const setBase = useCallback((element: HTMLElement | null) => {
    base.current = element;
  }, []);
  const count = slides.length;
  const width = useContainerWidth(base, dependsOnGalleryWidth(config.design) && count > 0);
  const sliding = isSlidingDesign(config.design);
  const speedMs = gallerySpeedMs(config.design, reducedMotion);
  const label = attributes.label || galleryText('label');
  const addressSync = syncsGalleryAddress(config.history, host.ownerDocument);

  const videos = useVideoShowing(host);
  const lightbox = useGalleryLightbox(host, config.lightbox, slides, emit);
  const nav = useGalleryIndex({
    host,
    count,
    speedMs,
    link: attributes.link,
    emit,
    slideIdOf: (i) => slides[i]?.slideId ?? null,
    // The slide the page's path names, drawn first on the server and in the browser alike.
    firstIndex: () =>
      addressedSlideIndex({ sync: addressSync, lightbox: config.lightbox, collectionUrl: attributes.collectionUrl, pathname: drawnAddress(host).pathname, slides }),
    onMove: (next) => {
      if (videos.showing) videos.returnVideos();
      if (addressSync) writeGalleryAddress(slides[next]!, attributes.collectionUrl);
    },
  });
  const { index } = nav;
  useGalleryAddress({ slides, lightbox: config.lightbox, history: addressSync, collectionUrl: attributes.collectionUrl, onOpen: lightbox.setIndex, onShow: nav.show });
  useSlideSlots(slides);
  // Images: the current slide and its preload neighbours load at once; the rest when near the viewport.
  const preload = galleryPreload(config.design);
  useSlideImages(slides, slideImageMode(config.design, config.autoCrop), (i) => sliding && isPreloadedSlide(i, index, count, preload));

  // Configuration problems show in the block in the site's language (the console has them in en-US).
  const errorNote = errors.length ? (
    <p part="error" className="error" role="alert">
      {problems.map((problem) => galleryText(problem.textName, problem.params)).join(' ')}
    </p>
  ) : null;

  if (count === 0) {
    return (
      <div part="base" className="gallery" data-design={config.design} data-state="empty" ref={setBase}>
        {errorNote}
      </div>
    );
  }

  const names = slides.map((slide, i) => slideName(slide, i, count));
  const actions = { config, slides, index, names, openLightbox: lightbox.open, select: (i: number) => nav.goTo(i, true) };
  const lightboxNode =
    lightbox.index !== null ? (
      <GalleryLightbox
        slides={slides}
        index={sanitizeGalleryIndex(lightbox.index, count)}
        theme={config.lightboxTheme}
        mixedContent={config.mixedContent}
        title={attributes.label}
        reducedMotion={reducedMotion}
        onIndexChange={lightbox.setIndex}
        onClose={lightbox.close}
      />
    ) : null;
  const shared = { config, slides, names, label, style: galleryStyle(config, speedMs), setBase, errorNote, lightbox: lightboxNode };

  if (!sliding) return <GalleryCells {...shared} actionOf={(i) => slideAction(i, actions)} />;
  return (
    <SlidingGallery
      {...shared}
      host={host}
      nav={nav}
      width={width}
      reducedMotion={reducedMotion}
      autoplaySuspended={videos.showing || lightbox.index !== null}
      lightboxOpen={lightbox.index !== null}
      actions={actions}
      drawnStep={!attributes.link && !addressSync}
    />
  );
}

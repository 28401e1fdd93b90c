import { lazy, Suspense, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ComponentType, type CSSProperties, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { resolveGalleryConfig, type GalleryConfig } from '../../runtime/gallery/gallery-config.js';
import { STACKED_PRELOAD, STACKED_SPEED_MS, STRIP_SPEED_MS, GALLERY_RESIZE_DEBOUNCE_MS } from '../../runtime/gallery/gallery-constants.js';
import { canChangeGalleryIndex, sanitizeGalleryIndex, stepGalleryIndex } from '../../runtime/gallery/gallery-index.js';
import { metaHeight, slideAspectRatio, slideImageMode, slideShowsVideo, thumbnailAspectRatio } from '../../runtime/gallery/gallery-display.js';
import * as text from '../../runtime/gallery/gallery-messages.js';
import { isVideoLoaderMissing, LIGHTBOX_UNAVAILABLE_WARNING, VIDEO_LOADER_NOT_FOUND_MESSAGE } from '../../runtime/gallery/gallery-errors.js';
import { siteText } from '../../runtime/i18n/site-text.js';
import { stackedClickAction, stripClickAction, swipeStep, dragAxis } from '../../runtime/gallery/gallery-interaction.js';
import { newSwipeDragOffset, newSwipeReleaseStep } from '../../runtime/gallery/new-swipe.js';
import { scrollIntoViewTarget, scrollTweenDuration } from '../../runtime/gallery/thumbnail-scroll.js';
import { joinGalleryLink, type GalleryLink } from '../../runtime/gallery/gallery-link.js';
import { recallGalleryIndex, rememberGalleryIndex } from '../../runtime/gallery/gallery-memory.js';
import { carouselControls, carouselGroupOf, carouselSlidesPerRow } from '../../runtime/gallery/gallery-layout.js';
import {
  claimHashItem,
  itemIdForSlide,
  itemIdFromPath,
  matchSlideByItemId,
  pathForItem,
  readHashItemId,
  releaseHashItem,
  writeHashItemId,
} from '../../runtime/lightbox/lightbox-hash.js';
import { LIGHTBOX_DEFAULT_TITLE } from '../../runtime/lightbox/lightbox-rules.js';
import { tryImageSourceFor } from '../../runtime/media/image-source.js';
import { returnVideosWithin } from '../../runtime/video/video-registry.js';
import type { BlockProps } from '../block-props.js';
import { useLightDom } from '../hooks/use-light-dom.js';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion.js';
import type { LightboxProps } from '../lightbox/Lightbox.js';
import { readSlides, sameSlides, slideName, type SlideEntry } from './read-slides.js';
import { RotationControl, SlideControls } from './SlideControls.js';
import { SlideFrame } from './SlideFrame.js';
import { useAutoplay } from './use-autoplay.js';
import { useSlideImages } from './use-slide-images.js';

export interface GalleryAttributes {
  design: string;
  transition: string;
  autoplay: boolean;
  loop: boolean;
  lightbox: boolean;
  thumbnails: boolean;
  history: boolean;
  link: string;
  collectionUrl: string;
  label: string;
  dataBlockJson: string;
}

export interface GalleryChangeDetail {
  /** The new current slide. */
  index: number;
  previousIndex: number;
  /** Its `data-slide-id`, if any. */
  slideId: string | null;
}

export interface GalleryBoundaryDetail {
  index: number;
}

export interface LightboxDetail {
  index: number;
  slideId: string | null;
}

export interface GalleryEvents {
  'ss-gallery-change': GalleryChangeDetail;
  'ss-gallery-reached-end': GalleryBoundaryDetail;
  'ss-gallery-reached-beginning': GalleryBoundaryDetail;
  'ss-lightbox-open': LightboxDetail;
  'ss-lightbox-close': LightboxDetail;
}

/** The lightbox loads in its own chunk: fetched when a gallery offers it (after first paint) or opens it. */
const loadLightbox = () => import('../lightbox/Lightbox.js');
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

const reportedErrors = new WeakMap<HTMLElement, Set<string>>();

function reportOnce(host: HTMLElement, message: string): void {
  let seen = reportedErrors.get(host);
  if (!seen) reportedErrors.set(host, (seen = new Set()));
  if (seen.has(message)) return;
  seen.add(message);
  console.error(`Sitestack: <ss-gallery>: ${message}`);
}

/** Block data from `data-block-json`, else a child `<script type="application/json">` (spec 03 §3). */
function readBlockJson(host: HTMLElement, attribute: string): string {
  if (attribute.trim()) return attribute;
  return host.querySelector(':scope > script[type="application/json"]')?.textContent ?? '';
}

function useContainerWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver !== 'function') return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const observer = new ResizeObserver(() => {
      if (timer) clearTimeout(timer);
      // spec 03 §9: resize debounce 100 ms for gallery layouts
      timer = setTimeout(() => setWidth(element.getBoundingClientRect().width), GALLERY_RESIZE_DEBOUNCE_MS);
    });
    observer.observe(element);
    return () => {
      if (timer) clearTimeout(timer);
      observer.disconnect();
    };
  }, [element]);
  return width;
}

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['input', 'textarea', 'select'].includes(target.localName));

export function Gallery({ host, attributes, emit }: BlockProps<GalleryAttributes, GalleryEvents>) {
  const slides = useLightDom(host, readSlides, sameSlides);
  const blockJson = readBlockJson(host, attributes.dataBlockJson);
  const { config, errors, problems } = useMemo(
    () =>
      resolveGalleryConfig({
        design: attributes.design,
        transition: attributes.transition,
        autoplay: attributes.autoplay,
        loop: attributes.loop,
        lightbox: attributes.lightbox,
        thumbnails: attributes.thumbnails,
        history: attributes.history,
        blockJson,
      }),
    [attributes.design, attributes.transition, attributes.autoplay, attributes.loop, attributes.lightbox, attributes.thumbnails, attributes.history, blockJson],
  );
  useEffect(() => errors.forEach((message) => reportOnce(host, message)), [errors, host]);
  useEffect(() => {
    slides.forEach((slide, i) => {
      if (isVideoLoaderMissing(slide, slide.videoElement !== null, config.mixedContent)) reportOnce(host, `slide ${i + 1}: ${VIDEO_LOADER_NOT_FOUND_MESSAGE}`);
    });
  }, [slides, config.mixedContent, host]);

  const label = attributes.label || siteText('gallery.label', LIGHTBOX_DEFAULT_TITLE);
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(() => recallGalleryIndex(host));
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const [videoShowing, setVideoShowing] = useState(false);
  const motionUntil = useRef(0);
  const openedFrom = useRef<HTMLElement | null>(null);
  const drag = useRef<{ x: number; y: number; t: number; id: number } | null>(null);
  /** Horizontal drag offset while a swipe-transition slideshow follows the finger. */
  const [dragX, setDragX] = useState<number | null>(null);
  const [base, setBase] = useState<HTMLElement | null>(null);
  const width = useContainerWidth(base);
  const baseId = useId();
  const count = slides.length;
  const index = sanitizeGalleryIndex(current, count);
  useEffect(() => rememberGalleryIndex(host, index), [host, index]);

  useLayoutEffect(() => {
    slides.forEach((slide, i) => {
      slide.element.slot = `slide-${i}`;
    });
  }, [slides]);

  // A showing video suspends autoplay (spec 03 §4); leaving its slide returns it to its overlay.
  useEffect(() => {
    const onPlay = () => setVideoShowing(true);
    const onClose = () => setVideoShowing(false);
    host.addEventListener('ss-video-play', onPlay);
    host.addEventListener('ss-video-close', onClose);
    return () => {
      host.removeEventListener('ss-video-play', onPlay);
      host.removeEventListener('ss-video-close', onClose);
    };
  }, [host]);

  const speed = reducedMotion ? 0 : config.design === 'slider' ? STRIP_SPEED_MS : config.design === 'slideshow' ? STACKED_SPEED_MS : 300;

  // Linked galleries (spec 03 §4): the same `link` name keeps indexes in sync.
  const link = useRef<GalleryLink | null>(null);
  const speedRef = useRef(speed);
  speedRef.current = speed;
  useEffect(() => {
    const joined = joinGalleryLink(attributes.link, {
      onIndex: (target) => {
        motionUntil.current = performance.now() + speedRef.current;
        setCurrent(target);
      },
    });
    link.current = joined;
    return () => {
      joined.leave();
      if (link.current === joined) link.current = null;
    };
  }, [attributes.link]);

  /** Moves to `target`; `fromVisitor` events are announced to the page (change events fire on user input only). */
  const goTo = useCallback(
    (target: number, fromVisitor: boolean) => {
      if (count === 0) return;
      const now = performance.now();
      // spec 03 §4: the index cannot change while the gallery is in motion
      if (!canChangeGalleryIndex(now < motionUntil.current, link.current?.isGroupInMotion(now) ?? false)) return;
      const next = sanitizeGalleryIndex(target, count);
      if (next === index) return;
      motionUntil.current = now + speed;
      setCurrent(next);
      link.current?.publish(next, now + speed);
      if (videoShowing) {
        returnVideosWithin(host);
        setVideoShowing(false);
      }
      if (config.history) {
        // spec 03 §2 address sync: the collection's URL plus the item, or the item id in the hash
        const itemId = itemIdForSlide(slides[next]!);
        const address =
          attributes.collectionUrl && itemId
            ? pathForItem(attributes.collectionUrl, itemId) + location.search + location.hash
            : writeHashItemId(location.hash, itemId) || location.pathname + location.search;
        history.replaceState(history.state, '', address);
      }
      if (fromVisitor) emit('ss-gallery-change', { index: next, previousIndex: index, slideId: slides[next]!.slideId });
    },
    [count, index, speed, videoShowing, host, config.history, attributes.collectionUrl, slides, emit],
  );

  const step = useCallback(
    (delta: number, fromVisitor: boolean) => {
      const result = stepGalleryIndex(index, delta, count, config.loop);
      if (result.reached === 'end') emit('ss-gallery-reached-end', { index });
      else if (result.reached === 'beginning') emit('ss-gallery-reached-beginning', { index });
      else goTo(result.index, fromVisitor);
    },
    [index, count, config.loop, goTo, emit],
  );

  const sliding = config.design === 'slideshow' || config.design === 'slider' || config.design === 'carousel';
  const autoplay = useAutoplay(
    sliding && config.autoplay && count > 1,
    config.autoplayTimeoutMs,
    videoShowing || lightboxIndex !== null,
    reducedMotion,
    // autoplay always wraps around, so it never stops at the end
    () => goTo(index + 1, false),
    index,
  );

  // Images: the current slide and its neighbours load at once; the rest when near the viewport.
  const preload = config.design === 'slideshow' || config.design === 'slider' ? STACKED_PRELOAD : 0;
  useSlideImages(slides, slideImageMode(config.design, config.autoCrop), (i) =>
    sliding ? Math.abs(i - index) <= preload || (index === 0 && i === count - 1) : false,
  );

  useEffect(() => {
    if (!config.lightbox || count === 0) return;
    // a failed prefetch is reported when the visitor opens the lightbox
    const timer = setTimeout(() => loadLightbox().catch(() => undefined), 0);
    return () => clearTimeout(timer);
  }, [config.lightbox, count]);

  const openLightbox = useCallback(
    (i: number, from: HTMLElement | null) => {
      openedFrom.current = from;
      setLightboxIndex(i);
      emit('ss-lightbox-open', { index: i, slideId: slides[i]?.slideId ?? null });
    },
    [emit, slides],
  );

  // The address may name an item (spec 02 §2, spec 03 §2): open it in the lightbox, or show it.
  useEffect(() => {
    const fromHash = () => {
      const itemId = readHashItemId(location.hash) ?? itemIdFromPath(location.pathname, attributes.collectionUrl);
      if (!itemId) releaseHashItem();
      const match = matchSlideByItemId(itemId, slides);
      if (match < 0) return;
      if (config.lightbox) {
        if (claimHashItem(itemId!)) setLightboxIndex(match);
      } else if (config.history) setCurrent(match);
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [slides, config.lightbox, config.history, attributes.collectionUrl]);

  const closeLightbox = useCallback(
    (last: number) => {
      setLightboxIndex(null);
      emit('ss-lightbox-close', { index: last, slideId: slides[last]?.slideId ?? null });
      const from = openedFrom.current;
      openedFrom.current = null;
      if (from?.isConnected) from.focus();
    },
    [emit, slides],
  );

  const styleVars = {
    '--_ss-gallery-speed': `${speed}ms`,
    ...(config.aspectRatio ? { '--ss-gallery-aspect-ratio': String(config.aspectRatio) } : {}),
    '--_ss-gallery-columns': String(config.slidesPerRow),
    '--_ss-gallery-column-width': `${config.columnWidth}px`,
    '--_ss-gallery-gutter': `${config.gutter}px`,
    '--_ss-gallery-row-height': `${config.rowHeight}px`,
    '--_ss-gallery-padding': `${config.padding}px`,
    ...(config.thumbnailStripHeight ? { '--ss-gallery-thumbnail-height': `${config.thumbnailStripHeight}px` } : {}),
    ...(config.thumbnailStripMargin !== null ? { '--_ss-gallery-thumbnail-margin': `${config.thumbnailStripMargin}px` } : {}),
    ...(config.listImageSize !== null ? { '--_ss-list-image-size': `${config.listImageSize}%` } : {}),
    '--_ss-strip-gap': `var(--ss-gallery-strip-spacing, ${config.stripSpacing}px)`,
  } as CSSProperties;

  const errorNote = errors.length ? (
    <p part="error" className="error" role="alert">
      {problems.map((problem) => siteText(problem.key, problem.template, problem.params)).join(' ')}
    </p>
  ) : null;

  const lightbox =
    lightboxIndex !== null && count > 0 ? (
      <Suspense fallback={null}>
        <Lightbox
          slides={slides}
          index={sanitizeGalleryIndex(lightboxIndex, count)}
          theme={config.lightboxTheme}
          mixedContent={config.mixedContent}
          title={attributes.label}
          reducedMotion={reducedMotion}
          onIndexChange={setLightboxIndex}
          onClose={closeLightbox}
        />
      </Suspense>
    ) : null;

  const name = (slide: SlideEntry, i: number) => slideName(slide, i, count);
  /** A video slide plays in place when it holds its own `<ss-video>`; else it opens in the lightbox like an image. */
  const playsInPlace = (slide: SlideEntry) => slideShowsVideo(slide, config.mixedContent) && slide.videoElement !== null;
  /**
   * Undefined: no action (a click-through link may still cover the slide); null: no overlay at all
   * (a video that plays in place; in grid-like designs with a lightbox it opens there instead).
   */
  const lightboxAction = (slide: SlideEntry, i: number) =>
    playsInPlace(slide) && !(config.lightbox && !sliding)
      ? null
      : config.lightbox
        ? { label: siteText('gallery.openInLightbox', text.GALLERY_OPEN_IN_LIGHTBOX_TEXT, { name: name(slide, i) }), opensDialog: true, onActivate: (event: MouseEvent<HTMLElement>) => openLightbox(i, event.currentTarget) }
        : undefined;

  if (count === 0) {
    return (
      <div part="base" className="gallery" data-design={config.design} data-state="empty" ref={setBase}>
        {errorNote}
      </div>
    );
  }

  if (!sliding) {
    return (
      <div part="base" className="gallery" data-design={config.design} data-crop={config.autoCrop ? undefined : 'fit'} data-list-image={config.design === 'list' && config.listImageSize !== null ? '' : undefined} style={styleVars} ref={setBase}>
        {errorNote}
        <div part="slides" className="slides" role="list" aria-label={label}>
          {slides.map((slide, i) => (
            <SlideFrame
              key={i}
              slide={slide}
              index={i}
              count={count}
              name={name(slide, i)}
              style={config.design === 'autorows' ? ({ '--_ss-ratio': String(slideAspectRatio(slide.dimensions)) } as CSSProperties) : undefined}
              action={lightboxAction(slide, i)}
            />
          ))}
        </div>
        {lightbox}
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (isEditable(event.target) || lightboxIndex !== null) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const delta = event.key === 'ArrowRight' ? 1 : -1;
      if (config.design === 'carousel') stepCarousel(delta);
      else step(delta, true);
    }
  };

  // Swipe (spec 03 §4, §9): a fast or long horizontal drag moves one slide.
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') return;
    drag.current = { x: event.clientX, y: event.clientY, t: performance.now(), id: event.pointerId };
  };
  const followsFinger = config.design === 'slideshow' && (config.transition === 'swipe' || config.transition === 'new-swipe');
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const start = drag.current;
    if (!start || start.id !== event.pointerId || !followsFinger) return;
    const dx = event.clientX - start.x;
    if (dragAxis(dx, event.clientY - start.y) !== 'x') return;
    // new-swipe: the block data's boundaries hold, damp or free the pull at the first and last slide
    setDragX(config.transition === 'new-swipe' ? newSwipeDragOffset(dx, config.loop ? { atStart: false, atEnd: false } : { atStart: index <= 0, atEnd: index >= count - 1 }, config.newSwipeBoundaries) : dx);
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = drag.current;
    drag.current = null;
    setDragX(null);
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (dragAxis(dx, dy) !== 'x') return;
    const elapsed = performance.now() - start.t;
    const slideWidth = event.currentTarget.getBoundingClientRect().width;
    const move =
      slideshow && config.transition === 'new-swipe'
        ? newSwipeReleaseStep(dx, dy, elapsed, slideWidth, config.newSwipeSnapPoints)
        : swipeStep(dx, dy, elapsed, slideWidth);
    if (move) {
      if (config.design === 'carousel') stepCarousel(move);
      else step(move, true);
    }
  };

  // Carousel groups (spec 03 §4, §9).
  const perRow = carouselSlidesPerRow(width || base?.getBoundingClientRect().width || 0, config.slidesPerRow);
  const group = carouselGroupOf(index, perRow);
  const carousel = carouselControls(group, count, perRow);
  function stepCarousel(delta: number) {
    const target = group + delta;
    if (target >= carousel.groupCount) emit('ss-gallery-reached-end', { index });
    else if (target < 0) emit('ss-gallery-reached-beginning', { index });
    else goTo(target * perRow, true);
  }

  const slidesId = `${baseId}-slides`;
  const slideshow = config.design === 'slideshow';
  const slider = config.design === 'slider';

  const stageAction = (slide: SlideEntry, i: number) => {
    // spec 03 §4: a video slide is active only when current; then its own play control takes input
    if (playsInPlace(slide) && (i === index || !slider)) return null;
    if (config.lightbox && (!slider || i === index)) return lightboxAction(slide, i);
    if (slider) {
      return {
        label:
          i === index
            ? config.activeSlideClick === 'none'
              ? name(slide, i)
              : config.activeSlideClick === 'previous'
                ? siteText('gallery.previousSlide', text.GALLERY_PREVIOUS_SLIDE_TEXT)
                : siteText('gallery.nextSlide', text.GALLERY_NEXT_SLIDE_TEXT)
            : siteText('gallery.showSlide', text.GALLERY_SHOW_SLIDE_TEXT, { name: name(slide, i) }),
        onActivate: () => {
          const action = stripClickAction(i, index, config.activeSlideClick);
          if (action.kind === 'select') goTo(action.index, true);
          else if (action.kind === 'step') step(action.delta, true);
        },
      };
    }
    if (slideshow) {
      return {
        label: config.stackedClick === 'previous' ? siteText('gallery.previousSlide', text.GALLERY_PREVIOUS_SLIDE_TEXT) : siteText('gallery.nextSlide', text.GALLERY_NEXT_SLIDE_TEXT),
        onActivate: (event: MouseEvent<HTMLElement>) => {
          const rect = event.currentTarget.getBoundingClientRect();
          // Enter or Space (no pointer: detail 0) counts as the right half, next
          const x = event.detail === 0 ? rect.width : event.clientX - rect.left;
          const action = stackedClickAction(config.stackedClick, x, rect.width, null);
          if (action.kind === 'step') step(action.delta, true);
        },
      };
    }
    return undefined;
  };

  const ends = config.loop ? { atStart: false, atEnd: false } : { atStart: index <= 0, atEnd: index >= count - 1 };

  return (
    <section
      part="base"
      className="gallery"
      data-design={config.design}
      data-transition={slideshow ? config.transition : undefined}
      data-crop={config.autoCrop ? undefined : 'fit'}
      aria-roledescription="carousel"
      aria-label={label}
      style={{ ...styleVars, '--_ss-per-row': String(perRow), '--_ss-group': String(group) } as CSSProperties}
      ref={setBase}
      onKeyDown={onKeyDown}
      {...autoplay.handlers}
    >
      {errorNote}
      <div
        className="stage"
        data-dragging={dragX !== null ? '' : undefined}
        style={dragX !== null ? ({ '--_ss-drag': `${dragX}px` } as CSSProperties) : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
          setDragX(null);
        }}
      >
        {autoplay.available ? <RotationControl paused={!autoplay.running && autoplay.pausedByVisitor} onToggle={autoplay.togglePause} /> : null}
        <div part="slides" className="slides" id={slidesId} aria-live={autoplay.running ? 'off' : 'polite'} aria-atomic="false" style={slider ? stripOffset(slides, index, config.alignment) : undefined}>
          {slides.map((slide, i) => {
            const visible = config.design === 'carousel' ? carouselGroupOf(i, perRow) === group : slider ? true : i === index;
            return (
              <SlideFrame
                key={i}
                slide={slide}
                index={i}
                count={count}
                name={name(slide, i)}
                carousel
                state={i === index ? 'active' : i < index ? 'before' : 'after'}
                hidden={!visible}
                style={slider ? ({ '--_ss-ratio': String(slideAspectRatio(slide.dimensions)) } as CSSProperties) : undefined}
                action={stageAction(slide, i)}
              />
            );
          })}
        </div>
        {slideshow && slides[index]!.title ? <CaptionOverlay caption={slides[index]!.title} position={config.metaPosition} width={width} /> : null}
        {config.design === 'carousel' ? (
          <SlideControls
            controls={slidesId}
            previousLabel={siteText('gallery.previousSlides', text.GALLERY_PREVIOUS_SLIDES_TEXT)}
            nextLabel={siteText('gallery.nextSlides', text.GALLERY_NEXT_SLIDES_TEXT)}
            onPrevious={() => stepCarousel(-1)}
            onNext={() => stepCarousel(1)}
            previousDisabled={carousel.previousDisabled}
            nextDisabled={carousel.nextDisabled}
            hidden={carousel.hidden}
          />
        ) : (
          <SlideControls
            controls={slidesId}
            previousLabel={siteText('gallery.previousSlide', text.GALLERY_PREVIOUS_SLIDE_TEXT)}
            nextLabel={siteText('gallery.nextSlide', text.GALLERY_NEXT_SLIDE_TEXT)}
            onPrevious={() => step(-1, true)}
            onNext={() => step(1, true)}
            previousDisabled={ends.atStart}
            nextDisabled={ends.atEnd}
            hidden={count <= 1}
          />
        )}
      </div>
      {slideshow && config.thumbnails ? <Thumbnails slides={slides} index={index} name={name} controls={slidesId} square={config.squareThumbs} mixedContent={config.mixedContent} reducedMotion={reducedMotion} onSelect={(i) => goTo(i, true)} /> : null}
      {lightbox}
    </section>
  );
}

/**
 * Strip (slider) position: the current slide is placed at the start, middle or end of the
 * stage (spec 03 §3 active alignment). Slide widths are ratio × stage height, and the stage
 * height is half its width (spec 03 §9 slider aspect 50), so container units say it exactly.
 */
function stripOffset(slides: SlideEntry[], index: number, alignment: GalleryConfig['alignment']): CSSProperties {
  const ratio = (slide: SlideEntry | undefined) => slideAspectRatio(slide?.dimensions);
  let before = 0;
  for (let i = 0; i < index; i++) before += ratio(slides[i]);
  const own = ratio(slides[index]);
  // widths in units of the stage height (50cqw); gaps are --_ss-strip-gap each
  const anchor = alignment === 'start' ? 0 : alignment === 'end' ? 100 : 50;
  const ownShare = alignment === 'start' ? 0 : alignment === 'end' ? own : own / 2;
  return { '--_ss-strip-shift': `calc(${anchor}cqw - ${(before + ownShare) * 50}cqw - ${index} * var(--_ss-strip-gap))` } as CSSProperties;
}

/**
 * The slideshow's visible caption overlay at the block data's meta-position (the figcaption stays
 * the accessible caption). Spec 03 §9: past 90 % of the slide's height it takes 40 % and scrolls.
 */
function CaptionOverlay({ caption: words, position, width }: { caption: string; position: string; width: number }) {
  const ref = useRef<HTMLParagraphElement | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const caption = ref.current;
    const stage = caption?.parentElement;
    if (!caption || !stage) return;
    setHeight(metaHeight(caption.scrollHeight, stage.getBoundingClientRect().height));
  }, [words, width]);
  return (
    <p
      part="caption"
      className="caption"
      data-position={position}
      data-overflow={height !== null ? '' : undefined}
      style={height !== null ? { height: `${height}px` } : undefined}
      aria-hidden="true"
      ref={ref}
    >
      {words}
    </p>
  );
}

interface ThumbnailsProps {
  slides: SlideEntry[];
  index: number;
  name: (s: SlideEntry, i: number) => string;
  controls: string;
  square: boolean;
  mixedContent: boolean;
  reducedMotion: boolean;
  onSelect(i: number): void;
}

/** Scrolls the strip so the current thumbnail shows with 30 px to spare (spec 03 §9), as a short tween. */
function useCurrentThumbnailInView(strip: HTMLElement | null, index: number, reducedMotion: boolean): void {
  useEffect(() => {
    const thumb = strip?.children[index] as HTMLElement | undefined;
    if (!strip || !thumb) return;
    const target = scrollIntoViewTarget({
      // the strip is the thumbnails' offset parent (position: relative), so this is in its content box
      itemStart: thumb.offsetLeft,
      itemSize: thumb.offsetWidth,
      scroll: strip.scrollLeft,
      viewSize: strip.clientWidth,
      contentSize: strip.scrollWidth,
    });
    if (target === null) return;
    if (reducedMotion) {
      strip.scrollLeft = target;
      return;
    }
    const from = strip.scrollLeft;
    const duration = scrollTweenDuration(Math.min(STRIP_SPEED_MS, Math.abs(target - from)));
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const t = Math.min(1, (now - start) / duration);
      strip.scrollLeft = from + (target - from) * (1 - (1 - t) ** 3);
      if (t < 1) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [strip, index, reducedMotion]);
}

function Thumbnails({ slides, index, name, controls, square, mixedContent, reducedMotion, onSelect }: ThumbnailsProps) {
  const [strip, setStrip] = useState<HTMLDivElement | null>(null);
  useCurrentThumbnailInView(strip, index, reducedMotion);
  return (
    <div ref={setStrip} part="thumbnails" className="thumbnails" role="group" aria-label={siteText('gallery.chooseSlide', text.GALLERY_CHOOSE_SLIDE_TEXT)} data-square={square ? '' : undefined}>
      {slides.map((slide, i) => (
        <button
          key={i}
          part={`thumbnail${i === index ? ' thumbnail-current' : ''}`}
          className="thumbnail"
          type="button"
          aria-label={name(slide, i)}
          aria-current={i === index ? 'true' : undefined}
          aria-controls={controls}
          style={{ aspectRatio: String(thumbnailAspectRatio({ type: slideShowsVideo(slide, mixedContent) ? 'video' : 'image', dimensions: slide.dimensions }, square)) }}
          onClick={() => onSelect(i)}
        >
          {slide.src ? <img src={tryImageSourceFor(slide.src, 100) ?? undefined} alt="" loading="lazy" /> : null}
        </button>
      ))}
    </div>
  );
}

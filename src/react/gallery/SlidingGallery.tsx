import { useId, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import type { GalleryConfig } from '../../runtime/gallery/gallery-config.js';
import { galleryEnds, stepGalleryIndex } from '../../runtime/gallery/gallery-index.js';
import { isEditableField } from '../../runtime/dom/editable-field.js';
import { carouselAutoplayIndex, carouselControls, carouselGroupOf, carouselSlidesPerRow, stepCarouselGroup } from '../../runtime/gallery/gallery-layout.js';
import { followsFinger, swipeDragOffset, swipeReleaseStep } from '../../runtime/gallery/gallery-swipe.js';
import { CaptionOverlay } from './CaptionOverlay.js';
import { slideRatioStyle, slideshowRatioStyle, stripShiftStyle } from './gallery-style.js';
import type { SlideEntry } from './read-gallery.js';
import { slideAction, type SlideActionContext } from './slide-actions.js';
import { RotationControl, SlideControls } from './SlideControls.js';
import { SlideFrame } from './SlideFrame.js';
import { Thumbnails } from './Thumbnails.js';
import { useAutoplay } from './use-autoplay.js';
import type { GalleryIndex } from './use-gallery-index.js';
import { useSwipe } from '../hooks/use-swipe.js';
import { galleryText } from '../../runtime/gallery/gallery-texts.js';
import { slideEnds, slidePosition } from '../../runtime/gallery/drawn-slideshow.js';
import { slideshowAutoAspectRatio } from '../../runtime/gallery/gallery-display.js';

export interface SlidingGalleryProps {
  /** The block's element (autoplay reads how long it has been on screen). */
  host: HTMLElement;
  config: GalleryConfig;
  slides: readonly SlideEntry[];
  names: readonly string[];
  nav: GalleryIndex;
  label: string;
  style: CSSProperties;
  /** The gallery's measured width: a carousel's, once measured; 0 for other designs. */
  width: number;
  reducedMotion: boolean;
  /** A video is showing or the lightbox is open: autoplay waits (spec 03 §4). */
  autoplaySuspended: boolean;
  /** The lightbox is open: its own keys step it, not the gallery. */
  lightboxOpen: boolean;
  setBase(element: HTMLElement | null): void;
  /** What the slides' controls need; the steps are this component's (carousel groups or slides). */
  actions: SlideActionContext;
  errorNote: ReactNode;
  lightbox: ReactNode;
  /**
   * A slideshow no other gallery follows and that keeps no address: its drawing can take a
   * previous or next click before its code arrives (drawn-slideshow.ts).
   */
  drawnStep: boolean;
}

/**
 * The designs that show part of the gallery and move (slideshow, slider, carousel: spec 03 §4) in
 * the WAI-ARIA carousel pattern: previous and next controls, arrow keys, swipes, autoplay with a
 * rotation control, and the slideshow's caption overlay and thumbnails.
 */
export function SlidingGallery(props: SlidingGalleryProps) {
  const { config, slides, names, nav, width, reducedMotion } = props;
  const { index } = nav;
  const count = slides.length;
  const { design } = config;
  const slidesId = `${useId()}-slides`;

  // Carousel groups (spec 03 §4, §9).
  const perRow = carouselSlidesPerRow(width, config.slidesPerRow);
  const group = carouselGroupOf(index, perRow);
  const groups = carouselControls(group, count, perRow);
  const step = (delta: number) => nav.take(design === 'carousel' ? stepCarouselGroup(index, delta, count, perRow) : stepGalleryIndex(index, delta, count, config.loop));
  const ends = galleryEnds(index, count, config.loop);

  // autoplay always wraps around, so it never stops at the end; a carousel moves a whole group
  const advance = () => nav.goTo(design === 'carousel' ? carouselAutoplayIndex(index, count, perRow) : index + 1, false);
  const autoplay = useAutoplay(props.host, config.autoplay && count > 1, config.autoplayTimeoutMs, props.autoplaySuspended, reducedMotion, advance, index);
  const swipe = useSwipe({
    follow: followsFinger(config) ? (dx) => swipeDragOffset(config, dx, ends) : null,
    release: (dx, dy, ms, slideWidth, mobileViewport) => swipeReleaseStep(config, dx, dy, ms, slideWidth, mobileViewport),
    onStep: step,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (isEditableField(event.target) || props.lightboxOpen) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      step(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

  const actions: SlideActionContext = { ...props.actions, step };
  const caption = design === 'slideshow' ? slides[index]!.title : '';
  const drawnStep = design === 'slideshow' && props.drawnStep;
  const controls =
    design === 'carousel'
      ? { previousLabel: galleryText('previousSlides'), nextLabel: galleryText('nextSlides'), previousDisabled: groups.previousDisabled, nextDisabled: groups.nextDisabled, hidden: groups.hidden }
      : { previousLabel: galleryText('previousSlide'), nextLabel: galleryText('nextSlide'), previousDisabled: ends.atStart, nextDisabled: ends.atEnd, hidden: count <= 1 };

  return (
    <section
      part="base"
      className="gallery"
      data-design={design}
      data-transition={design === 'slideshow' ? config.transition : undefined}
      data-crop={config.autoCrop ? undefined : 'fit'}
      aria-roledescription="carousel"
      aria-label={props.label}
      style={{ ...props.style, '--_ss-carousel-columns': String(carouselSlidesPerRow(0, config.slidesPerRow)), '--_ss-group': String(group) } as CSSProperties}
      ref={props.setBase}
      onKeyDown={onKeyDown}
      {...autoplay.handlers}
    >
      {props.errorNote}
      <div
        className="stage"
        data-dragging={swipe.dragX !== null ? '' : undefined}
        style={swipe.dragX !== null ? ({ '--_ss-drag': `${swipe.dragX}px` } as CSSProperties) : undefined}
        {...swipe.handlers}
      >
        {autoplay.available ? <RotationControl paused={!autoplay.running && autoplay.pausedByVisitor} followsMotionPreference={autoplay.followsMotionPreference && !props.autoplaySuspended} onToggle={autoplay.togglePause} /> : null}
        <div part="slides" className="slides" id={slidesId} aria-live={autoplay.running ? 'off' : 'polite'} aria-atomic="false" style={design === 'slider' ? stripShiftStyle(slides, index, config.alignment) : design === 'slideshow' ? slideshowRatioStyle(slides, index) : undefined}>
          {slides.map((slide, i) => (
            <SlideFrame
              key={i}
              slide={slide}
              index={i}
              count={count}
              name={names[i]!}
              carousel
              state={slidePosition(i, index)}
              hidden={design === 'carousel' ? carouselGroupOf(i, perRow) !== group : design !== 'slider' && i !== index}
              style={design === 'slider' ? slideRatioStyle(slide) : undefined}
              action={slideAction(i, actions)}
              drawnStep={
                drawnStep
                  ? {
                      steps: [stepGalleryIndex(i, -1, count, config.loop).index, stepGalleryIndex(i, 1, count, config.loop).index],
                      caption: slide.title,
                      ratio: slideshowAutoAspectRatio(slides, i),
                      ends: slideEnds(galleryEnds(i, count, config.loop)),
                    }
                  : undefined
              }
            />
          ))}
        </div>
        {caption ? <CaptionOverlay caption={caption} position={config.metaPosition} /> : null}
        <SlideControls controls={slidesId} onPrevious={() => step(-1)} onNext={() => step(1)} {...controls} />
      </div>
      {design === 'slideshow' && config.thumbnails ? (
        <Thumbnails slides={slides} index={index} names={names} controls={slidesId} square={config.squareThumbs} mixedContent={config.mixedContent} reducedMotion={reducedMotion} onSelect={(i) => nav.goTo(i, true)} />
      ) : null}
      {props.lightbox}
    </section>
  );
}

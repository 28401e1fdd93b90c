import { containedFocusables, wrappedFocusTarget } from '../../runtime/dom/focus-containment.js';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { swipeStep } from '../../runtime/gallery/gallery-interaction.js';
import { itemIdForSlide, releaseHashItem, writeHashItemId } from '../../runtime/lightbox/lightbox-hash.js';
import {
  claimLightbox,
  isLightboxStepAllowed,
  LIGHTBOX_CONTENT_SPEED_MS,
  LIGHTBOX_OVERLAY_SPEED_MS,
  lightboxClickZone,
  lightboxCounter,
  lightboxEnds,
  lightboxLoops,
  lightboxStep,
} from '../../runtime/lightbox/lightbox-rules.js';
import { getEscapeManager } from '../../runtime/escape/escape-manager.js';
import { slideShowsVideo } from '../../runtime/gallery/gallery-display.js';
import { tryImageSourceFor } from '../../runtime/media/image-source.js';
import { currentPixelRatioOptions } from '../../runtime/media/image-width.js';
import type { SlideEntry } from './slide-entry.js';
import { useSwipe } from '../hooks/use-swipe.js';
import { useIsMobile } from '../hooks/use-viewport.js';
import { clock } from '../../runtime/time/clock.js';
import { animateVisibility } from '../../runtime/overlays/visibility-animation.js';
import lightboxCss from '../../styles/lightbox.css?inline';
import videoOverlayCss from '../../styles/video-overlay.css?inline';
import { LightboxVideo } from './LightboxVideo.js';
import { adoptStyleSheets } from '../../runtime/dom/style-sheets.js';
import { imageText } from '../../runtime/blocks/block-texts.js';
import { lightboxText } from '../../runtime/lightbox/lightbox-texts.js';

export interface LightboxProps {
  slides: SlideEntry[];
  index: number;
  theme: 'light' | 'dark';
  /** Block data mixedContent: false shows video slides as their still image. */
  mixedContent: boolean;
  /** The dialog's accessible name; spec 02 §2 default 'Gallery'. */
  title?: string;
  reducedMotion: boolean;
  onIndexChange(index: number): void;
  /** Called once the lightbox has faded out, with the slide it showed last. */
  onClose(index: number): void;
}

function setHash(hash: string): void {
  history.replaceState(history.state, '', hash || location.pathname + location.search);
}

/**
 * The lightbox screen (spec 02 §2, §4, §9) as a native modal `<dialog>` (WAI-ARIA dialog
 * pattern): focus is contained by the browser's modal, Esc and the close button close it,
 * a click on the overlay or empty content closes it, the image's click zones step, arrow keys
 * step (200 ms throttle), desktop wraps, mobile clamps with disabled ends and a caption toggle.
 */
export function Lightbox({ slides, index, theme, mixedContent, title, reducedMotion, onIndexChange, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement | null>(null);
  const content = useRef<HTMLDivElement | null>(null);
  const [closing, setClosing] = useState(false);
  const [captionOpen, setCaptionOpen] = useState(false);
  const lastStepAt = useRef<number | null>(null);
  const mobile = useIsMobile();
  const loop = lightboxLoops(mobile);
  const count = slides.length;
  const slide = slides[index]!;
  const ends = lightboxEnds(index, count, loop);
  const headingId = useId();
  const captionId = useId();
  const theme$ = slide.lightboxTheme ?? theme;
  const indexRef = useRef(index);
  useEffect(() => {
    indexRef.current = index;
  });

  const close = () => {
    if (closing) return;
    setClosing(true);
  };
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useLayoutEffect(() => {
    const element = dialog.current!;
    // The lightbox arrives in its own chunk when first opened; it brings its stylesheet to the gallery's shadow root.
    adoptStyleSheets(element, [videoOverlayCss, lightboxCss]);
    if (!element.open) element.showModal();
    // Spec 02 §4, §9: the overlay fades in (0.3 s), then the content shows (0.6 s).
    void animateVisibility(element, 'fade', 'show', { durationMs: LIGHTBOX_OVERLAY_SPEED_MS, reducedMotion });
    if (content.current) void animateVisibility(content.current, 'fade', 'show', { durationMs: LIGHTBOX_CONTENT_SPEED_MS, reducedMotion });
    // spec 02 §4: only one lightbox exists at a time
    const release = claimLightbox(() => closeRef.current());
    // spec 02 §2: Escape closes the topmost closable first, so the page's Escape key (config
    // area, logout, login) waits until the lightbox is closed. Its own clicks decide closing.
    const unregister = getEscapeManager().register({ element, closeOnClickOutside: false, close: () => closeRef.current() });
    return () => {
      unregister();
      release();
      if (element.open) element.close();
    };
    // Once, when the lightbox opens: the show animation reads the motion setting of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // While open the address names the slide; closing clears it (spec 02 §2). Written in the commit
  // that opens the dialog or changes the slide, so the address never lags behind what shows.
  useLayoutEffect(() => {
    const id = itemIdForSlide(slide);
    if (id && !closing) setHash(writeHashItemId(location.hash, id));
  }, [slide, closing]);

  useEffect(() => {
    if (!closing) return;
    // Spec 02 §4: closing fades out (0.3 s), then the lightbox is destroyed.
    if (dialog.current) void animateVisibility(dialog.current, 'fade', 'hide', { durationMs: LIGHTBOX_OVERLAY_SPEED_MS, reducedMotion });
    const timer = clock.setTimeout(
      () => {
        setHash(writeHashItemId(location.hash, null));
        releaseHashItem();
        dialog.current?.close();
        onClose(indexRef.current);
      },
      reducedMotion ? 0 : LIGHTBOX_OVERLAY_SPEED_MS,
    );
    return () => clock.clearTimeout(timer);
  }, [closing, reducedMotion, onClose]);

  const go = (delta: number) => {
    const now = clock.elapsed();
    // spec 02 §9: next/previous throttle 200 ms
    if (!isLightboxStepAllowed(lastStepAt.current, now)) return;
    const next = lightboxStep(index, delta, count, loop);
    if (!next) return;
    lastStepAt.current = now;
    onIndexChange(next.index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Tab') {
      // A modal dialog still lets Tab leave for the browser's own controls; keep it inside.
      const focusable = containedFocusables({ container: event.currentTarget }) as HTMLElement[];
      const active = (event.currentTarget.getRootNode() as ShadowRoot).activeElement as HTMLElement | null;
      const target = wrappedFocusTarget(focusable, active, event.shiftKey);
      if (target) {
        event.preventDefault();
        target.focus();
      }
      return;
    }
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as HTMLElement;
    // The overlay and the empty content around the image close it.
    if (target === dialog.current || target.classList.contains('lightbox-content')) close();
  };

  const onImageClick = (event: MouseEvent<HTMLElement>) => {
    if (swiped.current) {
      // the click that ends a swipe is not a click-zone step
      swiped.current = false;
      return;
    }
    const zone = lightboxClickZone(event.clientX, window.innerWidth);
    if (zone) go(zone === 'next' ? 1 : -1);
  };

  // Touch swipes step too (spec 03 §4 swipe, over the window's width; the quick flick on viewports up to 767 px, §9), which is how mobile visitors move without arrows.
  const swiped = useRef(false);
  const swipe = useSwipe({
    follow: null,
    release: (dx, dy, ms, _width, mobileViewport) => swipeStep(dx, dy, ms, window.innerWidth, mobileViewport),
    onStep: (delta) => {
      swiped.current = true;
      go(delta);
    },
  });

  const source = tryImageSourceFor(slide.src, window.innerWidth, currentPixelRatioOptions());
  const heading = title || lightboxText('title');
  // a video slide without embed markup has no player (logged by the gallery): it shows its image
  const video = slideShowsVideo(slide, mixedContent) && Boolean(slide.videoHtml?.trim());
  const hasCaption = Boolean(slide.title || slide.description);

  return (
    <dialog
      ref={dialog}
      part="lightbox"
      className="lightbox"
      data-theme={theme$}
      data-state={closing ? 'closing' : 'open'}
      data-mobile={mobile ? '' : undefined}
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={onKeyDown}
      onClick={onDialogClick}
    >
      <h2 id={headingId} className="visually-hidden">
        {heading}
      </h2>
      <button part="lightbox-close" className="lightbox-close" type="button" aria-label={lightboxText('close')} onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
      <p part="lightbox-counter" className="lightbox-counter" aria-live="polite">
        {lightboxCounter(index, count, lightboxText('counter'))}
      </p>
      <div
        ref={content}
        className="lightbox-content"
        {...swipe.handlers}
        onPointerDown={(event) => {
          swiped.current = false;
          swipe.handlers.onPointerDown(event);
        }}
      >
        <figure className="lightbox-figure" data-index={index}>
          {video ? (
            // one player per slide: moving to another slide unmounts it, which stops the video
            <LightboxVideo key={index} html={slide.videoHtml} providerName={slide.videoProvider} poster={source} title={slide.title || slide.alt} slideElement={slide.element} />
          ) : source ? (
            <img
              part="lightbox-image"
              className="lightbox-image"
              src={source}
              alt={slide.alt || slide.title}
              width={slide.dimensions?.width}
              height={slide.dimensions?.height}
              onClick={onImageClick}
            />
          ) : (
            <p className="lightbox-missing">{imageText('unavailable')}</p>
          )}
          {hasCaption && (!mobile || captionOpen) ? (
            <figcaption part="lightbox-caption" className="lightbox-caption" id={captionId}>
              {slide.title ? <strong>{slide.title}</strong> : null}
              {slide.description ? <span>{slide.description}</span> : null}
            </figcaption>
          ) : null}
        </figure>
      </div>
      {mobile ? (
        hasCaption ? (
          <button
            part="lightbox-caption-toggle"
            className="lightbox-caption-toggle"
            type="button"
            aria-expanded={captionOpen}
            aria-controls={captionOpen ? captionId : undefined}
            onClick={() => setCaptionOpen((open) => !open)}
          >
            {captionOpen ? lightboxText('hideCaption') : lightboxText('showCaption')}
          </button>
        ) : null
      ) : count > 1 ? (
        <>
          <button part="lightbox-previous" className="lightbox-arrow previous" type="button" aria-label={lightboxText('previous')} disabled={ends.previousDisabled} onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button part="lightbox-next" className="lightbox-arrow next" type="button" aria-label={lightboxText('next')} disabled={ends.nextDisabled} onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
    </dialog>
  );
}

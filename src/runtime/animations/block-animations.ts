/**
 * Block animations (spec 01 §4, §9): any element can carry `data-ss-animation` (for example
 * `fade-in`, `slide-up`, `scale-up`). An animation is "not loaded" until the element is at
 * least half visible (observer thresholds 0, 0.1, 0.25, 0.5, 1), then waits for a loading
 * image inside it, then runs. Skipped in edit mode and under reduced motion, where the content
 * simply shows. The styles are added with the first animated block (BLOCK_ANIMATION_CSS).
 */
import { RENDERED_HOST_ATTRIBUTE } from '../blocks/hydration-schedule.js';
import { isInView } from '../dom/on-screen.js';
import { isEditMode } from '../owner/editing-backend.js';

export const BLOCK_ANIMATION_ATTRIBUTE = 'data-ss-animation';
export const BLOCK_ANIMATION_STATE_ATTRIBUTE = 'data-ss-animation-state';
/** Spec 01 §9: block animation thresholds 0, 0.1, 0.25, 0.5, 1. */
export const BLOCK_ANIMATION_THRESHOLDS: readonly number[] = Object.freeze([0, 0.1, 0.25, 0.5, 1]);
/** Spec 01 §9: visible at ratio 0.5. */
export const BLOCK_ANIMATION_VISIBLE_RATIO = 0.5;

/** The animation styles, added to the page only when it has animated blocks (not in the loader). */
export const BLOCK_ANIMATION_CSS = `[data-ss-animation-state=waiting]{opacity:0}
[data-ss-animation-state=loaded]{animation:ss-block-fade .6s cubic-bezier(.2,0,0,1) both}
[data-ss-animation=slide-up][data-ss-animation-state=loaded]{animation-name:ss-block-slide-up}
[data-ss-animation=slide-in][data-ss-animation-state=loaded]{animation-name:ss-block-slide-in}
[data-ss-animation=scale-up][data-ss-animation-state=loaded]{animation-name:ss-block-scale-up}
@keyframes ss-block-fade{from{opacity:0}}
@keyframes ss-block-slide-up{from{opacity:0;transform:translateY(1.5rem)}}
@keyframes ss-block-slide-in{from{opacity:0;transform:translateX(-1.5rem)}}
@keyframes ss-block-scale-up{from{opacity:0;transform:scale(.94)}}
@media (prefers-reduced-motion:reduce){[data-ss-animation-state]{opacity:1;animation:none}}`;

function addAnimationStyles(doc: Document): void {
  if (doc.head.querySelector('style[data-ss-animations]')) return;
  const style = doc.createElement('style');
  style.dataset.ssAnimations = '';
  style.textContent = BLOCK_ANIMATION_CSS;
  doc.head.append(style);
}

/** Spec 01 §4: an animation loads once the block is at least half visible. */
export function isVisibleEnoughToAnimate(intersectionRatio: number): boolean {
  return intersectionRatio >= BLOCK_ANIMATION_VISIBLE_RATIO;
}

/** Spec 01 §4: skipped in edit mode (and, for the visitor's sake, under reduced motion). */
export function shouldSkipBlockAnimations(environment: { editMode: boolean; reducedMotion: boolean }): boolean {
  return environment.editMode || environment.reducedMotion;
}

/**
 * A server-drawn block already on screen when the runtime starts has had its first paint: hiding
 * it to fade it in would paint it twice, its largest image last (issue 15: the LCP image of a
 * fade-in section painted only after the upgrade). It keeps its first paint and does not animate.
 */
export function keepsFirstPaint(element: { holdsServerDrawnBlock: boolean; inViewAtStart: boolean }): boolean {
  return element.holdsServerDrawnBlock && element.inViewAtStart;
}

const SERVER_DRAWN_SELECTOR = `[${RENDERED_HOST_ATTRIBUTE}]`;

function keepsItsFirstPaint(element: Element): boolean {
  const holdsServerDrawnBlock = element.matches(SERVER_DRAWN_SELECTOR) || element.querySelector(SERVER_DRAWN_SELECTOR) !== null;
  if (!holdsServerDrawnBlock) return false;
  return keepsFirstPaint({ holdsServerDrawnBlock, inViewAtStart: isInView(element) });
}

/** Resolves once no image inside `element` is still loading (the image loader's `loading` class). */
export function whenImagesLoaded(element: Element): Promise<void> {
  const pending = Array.from(element.querySelectorAll('img')).filter((img) => img.classList.contains('loading') || (img.getAttribute('src') && !img.complete));
  return Promise.all(
    pending.map(
      (img) =>
        new Promise<void>((resolve) => {
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

/**
 * Starts every `[data-ss-animation]` element under `root`. Without IntersectionObserver the
 * animations run at once (degrade quietly). Returns a stop function.
 */
export function watchBlockAnimations(root: ParentNode = document, doc: Document = document): () => void {
  const elements = Array.from(root.querySelectorAll(`[${BLOCK_ANIMATION_ATTRIBUTE}]`));
  if (elements.length === 0) return () => undefined;
  const reducedMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (shouldSkipBlockAnimations({ editMode: isEditMode(doc), reducedMotion })) {
    for (const element of elements) element.setAttribute(BLOCK_ANIMATION_STATE_ATTRIBUTE, 'skipped');
    return () => undefined;
  }
  addAnimationStyles(doc);
  const run = (element: Element) => {
    void whenImagesLoaded(element).then(() => element.setAttribute(BLOCK_ANIMATION_STATE_ATTRIBUTE, 'loaded'));
  };
  if (typeof IntersectionObserver !== 'function') {
    elements.forEach(run);
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        // A block taller than twice the viewport never reaches half visible: half the viewport counts too.
        const fillsHalfViewport = entry.rootBounds !== null && entry.intersectionRect.height >= entry.rootBounds.height * BLOCK_ANIMATION_VISIBLE_RATIO;
        if (!isVisibleEnoughToAnimate(entry.intersectionRatio) && !fillsHalfViewport) continue;
        observer.unobserve(entry.target);
        run(entry.target);
      }
    },
    { threshold: [...BLOCK_ANIMATION_THRESHOLDS] },
  );
  for (const element of elements) {
    if (keepsItsFirstPaint(element)) {
      element.setAttribute(BLOCK_ANIMATION_STATE_ATTRIBUTE, 'skipped');
      continue;
    }
    element.setAttribute(BLOCK_ANIMATION_STATE_ATTRIBUTE, 'waiting');
    observer.observe(element);
  }
  return () => observer.disconnect();
}

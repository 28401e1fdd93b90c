import { useRef, useState, type PointerEvent } from 'react';
import { dragAxis, isMobileSwipeViewport } from '../../runtime/gallery/gallery-interaction.js';
import { clock } from '../../runtime/time/clock.js';

export interface SwipeOptions {
  /** How far the slides follow a horizontal drag of `dx` px while the finger is down; null: they stay put. */
  follow: ((dx: number) => number) | null;
  /**
   * The step a released drag makes (a runtime rule): -1 previous, 1 next, 0 stay. `mobileViewport`:
   * the window is at most 767 px wide (spec 03 §9 swipe mobile breakpoint), read when the finger lifts.
   */
  release(dx: number, dy: number, durationMs: number, width: number, mobileViewport: boolean): -1 | 0 | 1;
  onStep(delta: -1 | 1): void;
}

export interface Swipe {
  /** The follow offset while a finger drags horizontally, else null. */
  dragX: number | null;
  /** Spread on the element that takes the drag. */
  handlers: {
    onPointerDown(event: PointerEvent<HTMLElement>): void;
    onPointerMove(event: PointerEvent<HTMLElement>): void;
    onPointerUp(event: PointerEvent<HTMLElement>): void;
    onPointerCancel(): void;
  };
}

/**
 * Touch and pen swipes (spec 03 §4 swipe, §9: the drag locks to an axis after 10 px): a horizontal
 * drag is measured from pointer down to pointer up and `release` decides the step. Mouse drags are
 * left to the page (text selection, image drag).
 */
export function useSwipe({ follow, release, onStep }: SwipeOptions): Swipe {
  const start = useRef<{ x: number; y: number; t: number; id: number } | null>(null);
  const [dragX, setDragX] = useState<number | null>(null);

  return {
    dragX,
    handlers: {
      onPointerDown(event) {
        if (event.pointerType === 'mouse') return;
        start.current = { x: event.clientX, y: event.clientY, t: clock.elapsed(), id: event.pointerId };
      },
      onPointerMove(event) {
        const from = start.current;
        if (!from || from.id !== event.pointerId || !follow) return;
        const dx = event.clientX - from.x;
        if (dragAxis(dx, event.clientY - from.y) !== 'x') return;
        setDragX(follow(dx));
      },
      onPointerUp(event) {
        const from = start.current;
        start.current = null;
        setDragX(null);
        if (!from || from.id !== event.pointerId) return;
        const dx = event.clientX - from.x;
        const dy = event.clientY - from.y;
        if (dragAxis(dx, dy) !== 'x') return;
        const step = release(dx, dy, clock.elapsed() - from.t, event.currentTarget.getBoundingClientRect().width, isMobileSwipeViewport(innerWidth));
        if (step) onStep(step);
      },
      onPointerCancel() {
        start.current = null;
        setDragX(null);
      },
    },
  };
}

import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { firstAdvanceDelayMs, isAutoplayRunning } from '../../runtime/gallery/autoplay.js';
import { timeOnScreenMs } from '../../runtime/dom/on-screen.js';
import { AUTOPLAY_RESUME_DELAY_MS } from '../../runtime/gallery/gallery-constants.js';
import { clock, type TimerHandle } from '../../runtime/time/clock.js';
import { useIsMobile, useMotionDisabledByQuery } from '../hooks/use-viewport.js';

export interface Autoplay {
  /** Whether autoplay is configured and allowed at all (not nomotion). */
  available: boolean;
  running: boolean;
  pausedByVisitor: boolean;
  /** The visitor has not used the pause control: paused means "prefers reduced motion". */
  followsMotionPreference: boolean;
  togglePause(): void;
  /** Spread on the element whose hover and focus pause autoplay. */
  handlers: {
    onPointerEnter(): void;
    onPointerLeave(): void;
    onFocus(): void;
    onBlur(event: FocusEvent<HTMLElement>): void;
  };
}

/**
 * Autoplay (spec 03 §4): calls `advance` every `timeoutMs` while running; paused on hover (not
 * on mobile) and while focus is inside; suspended while a video shows; off with nomotion=true.
 * It starts paused when the visitor prefers reduced motion; the pause control toggles it. The first
 * advance counts the time the first slide had already shown on `host` (firstAdvanceDelayMs).
 */
export function useAutoplay(host: HTMLElement, enabled: boolean, timeoutMs: number, videoShowing: boolean, reducedMotion: boolean, advance: () => void, index: number): Autoplay {
  const nomotion = useMotionDisabledByQuery(host);
  const isMobile = useIsMobile();
  // null until the visitor uses the control: then paused follows the reduced-motion preference,
  // which a server cannot know (the control then draws both icons and CSS shows the right one)
  const [choice, setChoice] = useState<boolean | null>(null);
  const pausedByVisitor = choice ?? reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const resumeTimer = useRef<TimerHandle | null>(null);
  const latestAdvance = useRef(advance);
  // The slide shown when the block's code took over, until autoplay first runs.
  const firstSlide = useRef<number | null>(index);
  useEffect(() => {
    latestAdvance.current = advance;
  });

  const running = isAutoplayRunning({ enabled, pausedByVisitor, hovered, focusWithin, isMobile, videoShowing, nomotion });

  useEffect(() => {
    if (!running) return;
    // Keeps ticking: an advance refused while a slide is still moving is retried next time.
    let timer: TimerHandle;
    const tick = () => {
      latestAdvance.current();
      timer = clock.setTimeout(tick, timeoutMs);
    };
    const first = firstSlide.current === index ? firstAdvanceDelayMs(timeoutMs, timeOnScreenMs(host)) : timeoutMs;
    firstSlide.current = null;
    timer = clock.setTimeout(tick, first);
    return () => clock.clearTimeout(timer);
  }, [host, running, timeoutMs, index]);

  useEffect(() => () => clock.clearTimeout(resumeTimer.current), []);

  return {
    available: enabled && !nomotion,
    running,
    pausedByVisitor,
    followsMotionPreference: choice === null,
    togglePause: () => setChoice(!pausedByVisitor),
    handlers: {
      onPointerEnter: () => {
        clock.clearTimeout(resumeTimer.current);
        setHovered(true);
      },
      onPointerLeave: () => {
        // spec 02 §9: resume after 1000 ms
        resumeTimer.current = clock.setTimeout(() => setHovered(false), AUTOPLAY_RESUME_DELAY_MS);
      },
      onFocus: () => setFocusWithin(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      },
    },
  };
}

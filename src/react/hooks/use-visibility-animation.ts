import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { animateVisibility, type VisibilityAnimationKind } from '../../runtime/overlays/visibility-animation.js';
import { usePrefersReducedMotion } from './use-reduced-motion.js';

export type VisibilityState = 'open' | 'closing' | 'closed';

/**
 * Shows and hides the element in `ref` with a spec 02 §4 visibility animation (the rules of
 * runtime/overlays/visibility-animation.ts). Returns the state to draw: 'open' while `visible`,
 * 'closing' while a hide still runs (keep the element shown), then 'closed'. The first render does
 * not animate: a block the server drew is already in place. `animateHide: false` hides at once
 * (a correction rather than a visitor's action), as does reduced motion.
 */
export function useVisibilityAnimation(
  ref: RefObject<HTMLElement | null>,
  visible: boolean,
  kind: VisibilityAnimationKind,
  { animateHide = true }: { animateHide?: boolean } = {},
): VisibilityState {
  const reducedMotion = usePrefersReducedMotion();
  const [hiding, setHiding] = useState(false);
  // The element stays shown in the very render that hides it, so the hide starts from its own size.
  const [lastVisible, setLastVisible] = useState(visible);
  if (lastVisible !== visible) {
    setLastVisible(visible);
    setHiding(!visible && animateHide && !reducedMotion);
  }
  const previous = useRef(visible);

  useLayoutEffect(() => {
    const was = previous.current;
    previous.current = visible;
    const element = ref.current;
    if (was === visible || !element) return;
    if (visible) {
      void animateVisibility(element, kind, 'show', { reducedMotion, fullHeightPx: element.offsetHeight });
      return;
    }
    if (!hiding) return;
    let current = true;
    void animateVisibility(element, kind, 'hide', { fullHeightPx: element.offsetHeight }).then(() => {
      if (current) setHiding(false);
    });
    return () => {
      current = false;
    };
  }, [visible]); // eslint-disable-line react-hooks/exhaustive-deps

  return visible ? 'open' : hiding ? 'closing' : 'closed';
}

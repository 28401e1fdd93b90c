import { waitUntil } from '@open-wc/testing';
import { VISIBILITY_ANIMATION_ID } from '../../src/runtime/overlays/visibility-animation.js';

/** The show/hide animation (spec 02 §4) running on `element`, if any. */
export function visibilityAnimationOf(element: Element): Animation | undefined {
  return element.getAnimations().find((animation) => animation.id === VISIBILITY_ANIMATION_ID);
}

const running = (element: Element) =>
  element.getAnimations().find((animation) => animation.id === VISIBILITY_ANIMATION_ID && animation.playState === 'running');

/** Waits for a show/hide animation on `element` to start (a finished hide holding its last frame does not count). */
export async function startedVisibilityAnimation(element: Element, message = 'no visibility animation started'): Promise<Animation> {
  await waitUntil(() => running(element), message);
  return running(element)!;
}

/** What a test compares: the animated properties of each keyframe, and the duration in ms. */
export function describeAnimation(animation: Animation): { keyframes: Array<Record<string, string>>; durationMs: number } {
  const effect = animation.effect as KeyframeEffect;
  const keyframes = effect.getKeyframes().map((frame) => {
    const props: Record<string, string> = {};
    for (const name of ['opacity', 'transform', 'height', 'paddingTop', 'paddingBottom']) {
      if (frame[name] !== undefined && frame[name] !== null) props[name] = String(frame[name]);
    }
    return props;
  });
  return { keyframes, durationMs: Number(effect.getTiming().duration) };
}

/** Spec 02 §4, §9: what a scale show runs (a hide runs it backwards), as `describeAnimation` reports it. */
export const SCALE_SHOW_KEYFRAMES = [
  { opacity: '0', transform: 'scale(0.94)' },
  { opacity: '1', transform: 'scale(1)' },
];

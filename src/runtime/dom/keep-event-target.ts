/**
 * The events React keeps when they reach a root that is still hydrating, to dispatch them again at
 * their target once it is hydrated (react-dom's `queueIfContinuousEvent`).
 */
export const REPLAYED_EVENT_TYPES: readonly string[] = ['focusin', 'dragenter', 'mouseover', 'pointerover', 'gotpointercapture'];

/** The DOM's own `target` getter. */
let eventTarget: (this: Event) => EventTarget | null;

/** Leaves the target an event had here readable once its dispatch is over. */
function keepTarget(event: Event): void {
  eventTarget ??= Object.getOwnPropertyDescriptor(Event.prototype, 'target')!.get! as (this: Event) => EventTarget | null;
  const inner = eventTarget.call(event);
  Object.defineProperty(event, 'target', {
    configurable: true,
    get(this: Event) {
      return this.eventPhase === Event.NONE ? inner : eventTarget.call(this);
    },
  });
}

/**
 * React dispatches a kept event again at `event.target` once the root is hydrated. Once an event
 * from a shadow tree has been dispatched, its target is no longer the node inside: it is the host,
 * which React finds no component for, or null, and then the replay threw an uncaught TypeError
 * ("Cannot read properties of null (reading 'dispatchEvent')"; seen on the media page when a
 * visitor's pointer crossed blocks as they hydrated, 2 runs in 10 on a busy machine, 0 in 12 with
 * this). Listening at the shadow root, this keeps, for those events, the target they had inside it,
 * for after their dispatch; while they are dispatched nothing changes.
 */
export function keepReplayedEventTargets(shadow: ShadowRoot): void {
  // One listener function for every root: adding it again to the same root adds nothing.
  for (const type of REPLAYED_EVENT_TYPES) shadow.addEventListener(type, keepTarget, { capture: true, passive: true });
}

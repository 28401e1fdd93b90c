/**
 * Lazy loading, spec 01 §4 and §9: lazy images load within 200 px of the viewport; without
 * IntersectionObserver support they load at once.
 */

/** Spec 01 §9 lazy-load margin. */
export const LAZY_LOAD_MARGIN_PX = 200;

type ObserverConstructor = typeof IntersectionObserver | undefined;

/**
 * Calls `onNear` once, when `element` comes within {@link LAZY_LOAD_MARGIN_PX} of the viewport
 * (at once when the browser has no IntersectionObserver). Returns a function that stops
 * watching. One observer is shared by every watched element.
 */
export function whenNearViewport(element: Element, onNear: () => void, Observer: ObserverConstructor = globalThis.IntersectionObserver): () => void {
  if (typeof Observer !== 'function') {
    onNear();
    return () => undefined;
  }
  const observer = sharedObserver(Observer);
  let waiting = callbacks.get(element);
  if (!waiting) callbacks.set(element, (waiting = new Set()));
  waiting.add(onNear);
  observer.observe(element);
  return () => {
    const current = callbacks.get(element);
    if (!current?.delete(onNear) || current.size > 0) return;
    callbacks.delete(element);
    observer.unobserve(element);
  };
}

/** Several watchers may wait for the same element (its images, its hydration). */
const callbacks = new WeakMap<Element, Set<() => void>>();
const observers = new WeakMap<object, IntersectionObserver>();

function sharedObserver(Observer: typeof IntersectionObserver): IntersectionObserver {
  let observer = observers.get(Observer);
  if (!observer) {
    const created: IntersectionObserver = new Observer(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const waiting = callbacks.get(entry.target);
          callbacks.delete(entry.target);
          created.unobserve(entry.target);
          waiting?.forEach((callback) => callback());
        }
      },
      { rootMargin: `${LAZY_LOAD_MARGIN_PX}px` },
    );
    observer = created;
    observers.set(Observer, observer);
  }
  return observer;
}

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
  callbacks.set(element, onNear);
  observer.observe(element);
  return () => {
    callbacks.delete(element);
    observer.unobserve(element);
  };
}

const callbacks = new WeakMap<Element, () => void>();
const observers = new WeakMap<object, IntersectionObserver>();

function sharedObserver(Observer: typeof IntersectionObserver): IntersectionObserver {
  let observer = observers.get(Observer);
  if (!observer) {
    const created: IntersectionObserver = new Observer(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const callback = callbacks.get(entry.target);
          callbacks.delete(entry.target);
          created.unobserve(entry.target);
          callback?.();
        }
      },
      { rootMargin: `${LAZY_LOAD_MARGIN_PX}px` },
    );
    observer = created;
    observers.set(Observer, observer);
  }
  return observer;
}

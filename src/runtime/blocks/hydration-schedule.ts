/**
 * When a server-rendered block hydrates (DESIGN.md "Rendering"). It is already drawn, so its code
 * waits: a block in the viewport hydrates when the browser is idle, one further down when it comes
 * within the lazy-load margin, and any block at once on the first pointer, key or focus inside it.
 * The loader uses the same schedule to decide when to fetch a block's chunk, and both share this
 * module, so a block the visitor touched before its code arrived hydrates the moment it does.
 */
import { whenNearViewport } from '../media/lazy-load.js';
import { whenIdle } from '../dom/when-idle.js';

/** `<div data-ss-root>`: the element React renders into, directly inside the block's shadow root. */
export const RENDER_ROOT_ATTRIBUTE = 'data-ss-root';
/** `data-ss-root="server"`: its content came from the server and is waiting to be hydrated. */
export const SERVER_RENDERED_VALUE = 'server';
/**
 * `data-ss-rendered` on the host: the server drew this block into a declarative shadow root, so
 * the stand-in rules for unrendered pages (src/styles/pre-upgrade.css, `:not(:defined,[data-ss-rendered])`)
 * leave it alone: its first paint is already the final picture.
 */
export const RENDERED_HOST_ATTRIBUTE = 'data-ss-rendered';
/**
 * `data-ss-fallback` on the host: the block's code could not be loaded, so its light-DOM content
 * or its server rendering stays as it is, shown in full, and its events are the browser's.
 */
export const FALLBACK_HOST_ATTRIBUTE = 'data-ss-fallback';
/**
 * `data-ss-hydrate="at-once"` on the render root: the block acts on its own, visible or not
 * (a popup's timer, a cookie banner, a bar), so it hydrates as soon as its code is there.
 */
export const HYDRATE_ATTRIBUTE = 'data-ss-hydrate';
export type HydrationTiming = 'when-visible' | 'at-once';

/** Events that make a block's hydration urgent (the visitor is using it). */
export const HYDRATE_NOW_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
/**
 * Dispatched on a waiting block to hydrate it now: page state its picture shows changed (the
 * cart, after an add in another block), and only the hydrated block follows it.
 */
export const HYDRATE_NOW_EVENT = 'ss-hydrate-now';

const urgent = new WeakSet<Element>();

function serverRenderRoot(host: Element): Element | null {
  const shadow = host.shadowRoot;
  if (!shadow) return null;
  for (const child of Array.from(shadow.children)) {
    if (child.getAttribute(RENDER_ROOT_ATTRIBUTE) === SERVER_RENDERED_VALUE) return child;
  }
  return null;
}

/** True when `host` holds a server rendering that has not been hydrated yet. */
export function isAwaitingHydration(host: Element): boolean {
  return serverRenderRoot(host) !== null;
}

/** Marks a block as needing hydration at once (the visitor interacted before its code arrived). */
export function markHydrationUrgent(host: Element): void {
  urgent.add(host);
}

export interface HydrationSchedule {
  cancel(): void;
}

/**
 * Calls `due` once, when `host` should hydrate: at once if it was marked urgent or its server
 * rendering says `at-once`, on the first
 * pointer, key or focus inside it, or when it is within the lazy-load margin of the viewport and
 * the browser is idle (at most 2 s later, whenIdle; no IntersectionObserver: when idle).
 */
export function whenHydrationIsDue(host: Element, due: () => void): HydrationSchedule {
  let done = false;
  const cleanups: Array<() => void> = [];
  const cancel = () => {
    done = true;
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  const fire = () => {
    if (done) return;
    cancel();
    due();
  };
  if (urgent.has(host) || serverRenderRoot(host)?.getAttribute(HYDRATE_ATTRIBUTE) === 'at-once') {
    urgent.delete(host);
    fire();
    return { cancel };
  }
  for (const type of [...HYDRATE_NOW_EVENTS, HYDRATE_NOW_EVENT]) {
    host.addEventListener(type, fire, { capture: true, passive: true });
    cleanups.push(() => host.removeEventListener(type, fire, { capture: true }));
  }
  // Within the lazy-load margin (spec 01 §9), and then when the browser is idle.
  cleanups.push(whenNearViewport(host, () => cleanups.push(whenIdle(fire))));
  return { cancel };
}

/**
 * A click, a navigation key or a form submit that lands in a server-rendered block before the
 * block's code has arrived is not lost: it is held, the block's code is fetched at once, and the
 * same event is dispatched again on the same element once the block is hydrated. If the code
 * cannot be loaded, a click is replayed anyway, so links and forms still do what they do without
 * script. Typed text needs no holding: the browser's own field keeps it and hydration keeps the
 * field; a drawn form's character counter counts it at once (countEarlyTyping). A drawn
 * slideshow's previous or next click moves the drawing at once (stepDrawnSlideshow).
 */
import { isEditableField } from '../dom/editable-field.js';
import { COUNTER_MAX_ATTRIBUTE, characterCounter } from '../forms/character-counter.js';
import { FALLBACK_HOST_ATTRIBUTE, isAwaitingHydration, markHydrationUrgent } from './hydration-schedule.js';
import { stepDrawnSlideshow } from '../gallery/drawn-slideshow.js';

/** Fetches a block's code and defines its element; settles when that is done or has failed. */
export type RequestBlockCode = (host: Element) => Promise<unknown>;

const replayed = new WeakSet<Event>();
/** True while a held submit is dispatched again (requestSubmit dispatches synchronously). */
let replayingSubmit = false;

/**
 * The block in `path` still waiting for its code, if any. A block whose code could not be loaded
 * (FALLBACK_HOST_ATTRIBUTE, set by the loader) stays the server's drawing: its events are the browser's.
 */
function waitingHost(path: readonly EventTarget[], isTakenOver: (host: Element) => boolean): Element | null {
  for (const node of path) {
    if (node instanceof Element && node.localName.startsWith('ss-') && !isTakenOver(node) && isAwaitingHydration(node) && !node.hasAttribute(FALLBACK_HOST_ATTRIBUTE)) return node;
  }
  return null;
}

/**
 * Keys a block's widget acts on that a server drawing cannot (a slideshow's arrows, a tab list's
 * Home and End, a calendar's Page Up): held until the widget is hydrated. Other keys, and any key
 * in an editable field (spec 03 §5: the field handles it), go to the browser as usual.
 */
const HELD_KEY = /^(Arrow|Page|Home$|End$)/;

/**
 * Spec 01 §5 character counter of a drawn form whose code has not taken it over (a server drawing
 * waiting for hydration, or the light-DOM form of a page no server rendered): what is typed is
 * counted at once, not when the code arrives (on a phone the form answered its first keystroke
 * about 200 ms later). The form then takes the typed text into its state and draws the same count.
 */
function countEarlyTyping(event: Event): void {
  const path = event.composedPath();
  const field = path[0];
  if (!(field instanceof HTMLTextAreaElement) || !path.some((node) => node instanceof Element && node.localName.startsWith('ss-'))) return;
  const root = field.getRootNode() as Document | ShadowRoot;
  if (root instanceof ShadowRoot && !isAwaitingHydration(root.host)) return;
  for (const id of field.getAttribute('aria-describedby')?.split(/\s+/) ?? []) {
    const counter = root.getElementById(id);
    const count = counter && characterCounter(field.value.length, Number(counter.getAttribute(COUNTER_MAX_ATTRIBUTE)));
    if (!count) continue;
    counter.textContent = count.text;
    if (!counter.hasAttribute('data-state')) continue;
    counter.setAttribute('data-state', count.state);
    // Its field shows the error state too, as the form draws it (FormFields.tsx).
    counter.closest('[data-field-id]')?.setAttribute('data-state', count.over ? 'error' : 'valid');
  }
}

/**
 * Holds early clicks and navigation keys in `doc` until `request` has brought the block's code
 * and its element has taken the block over (`isTakenOver`: by default, once its tag is defined),
 * and counts early typing. Returns a stop function.
 */
export function holdEarlyInteractions(doc: Document, request: RequestBlockCode, isTakenOver = (host: Element) => Boolean(customElements.get(host.localName))): () => void {
  const hold = (event: Event) => {
    if (replayed.has(event)) return;
    const path = event.composedPath();
    const host = waitingHost(path, isTakenOver);
    const target = path[0];
    if (!host || !(target instanceof Element)) return;
    if (event.type === 'keydown' && (!HELD_KEY.test((event as KeyboardEvent).key) || isEditableField(target))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    markHydrationUrgent(host);
    // A drawn slideshow's previous or next moves the drawing at once; its code finishes the move.
    if (event.type === 'click' && stepDrawnSlideshow(host, target)) {
      request(host).catch(() => undefined);
      return;
    }
    // The event again, with the same key or position, buttons, modifier keys and view (the event
    // is its own init dictionary), in the task that defined the block's element. (Replayed a task
    // later, while hydration runs in slices, the chart's data-table toggle lost its click.)
    const replay = () => {
      if (!target.isConnected) return;
      const copy = new (event.constructor as typeof Event)(event.type, event);
      replayed.add(copy);
      target.dispatchEvent(copy);
    };
    request(host).then(replay, replay);
  };
  doc.addEventListener('click', hold, true);
  doc.addEventListener('keydown', hold, true);
  doc.addEventListener('input', countEarlyTyping, true);
  return () => {
    doc.removeEventListener('click', hold, true);
    doc.removeEventListener('keydown', hold, true);
    doc.removeEventListener('input', countEarlyTyping, true);
  };
}

/**
 * A `submit` does not leave the shadow root, so it is held on the block's own root: the form is
 * submitted again (same submit button) once the block is hydrated, or as plain HTML if its code
 * could not be loaded.
 */
export function holdEarlySubmits(host: Element, request: RequestBlockCode, isDefined = (tag: string) => Boolean(customElements.get(tag))): void {
  const shadow = host.shadowRoot;
  if (!shadow) return;
  const onSubmit = (event: SubmitEvent) => {
    if (replayingSubmit || isDefined(host.localName) || !isAwaitingHydration(host)) return;
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    markHydrationUrgent(host);
    const submitter = event.submitter;
    const again = () => {
      if (!form.isConnected) return;
      replayingSubmit = true;
      try {
        form.requestSubmit(submitter && form.contains(submitter) ? (submitter as HTMLElement) : null);
      } finally {
        replayingSubmit = false;
      }
    };
    request(host).then(again, again);
  };
  shadow.addEventListener('submit', onSubmit as EventListener, true);
}

import r2wc from '@r2wc/core';
import { createElement, startTransition, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { parseAttributes, attributeToProperty, type AttributeDefinitions, type AttributeValues } from '../runtime/attributes/element-attributes.js';
import { RECLAIMED_ITEMS_PROBLEM, reclaimParagraphWrappedItems } from '../runtime/blocks/paragraph-wrapping.js';
import { blockErrorMessage, reportOnce } from '../runtime/blocks/report-once.js';
import { readServerData } from '../runtime/blocks/server-data.js';
import { RENDER_ROOT_ATTRIBUTE, SERVER_RENDERED_VALUE, whenHydrationIsDue, type HydrationTiming } from '../runtime/blocks/hydration-schedule.js';
import { clock } from '../runtime/time/clock.js';
import { whenDocumentReady } from '../runtime/dom/when-document-ready.js';
import { isParsed, whenParsed } from '../runtime/dom/when-parsed.js';
import { blockStyleSheets } from './stylesheets.js';
import { buildSchemasInTurns } from '../runtime/validation/lazy-schema.js';
import { nextTask } from '../runtime/dom/next-task.js';
import { keepReplayedEventTargets } from '../runtime/dom/keep-event-target.js';
import { DRAWN_URL_ATTRIBUTE } from '../runtime/blocks/drawn-address.js';

/**
 * What a block is, without the custom element: its tag, React component, attribute definitions
 * and CSS. The browser builds the element from it (`createBlockElement`); the server renderer
 * (src/ssr/) renders the same component with react-dom/server from the same definition.
 */
export interface BlockDefinition<D extends AttributeDefinitions = AttributeDefinitions, P = never> {
  tag: string;
  /** The block's React component; its props are `BlockProps` (src/react/block-props.ts). */
  component: ComponentType<P>;
  attributes: D;
  /** The block's CSS texts (src/styles/<block>.css). */
  styles: readonly string[];
  /**
   * When a server-rendered instance hydrates: `when-visible` (default: idle time once within the
   * lazy-load margin, or the first interaction) or `at-once` for blocks that act by themselves
   * whether seen or not (popup, cookie banner, bars).
   */
  hydrate?: HydrationTiming;
  /**
   * Light-DOM changes the block's picture depends on (slot names on its items, for instance).
   * The component applies them in a layout effect; the server renderer applies the same function
   * to the page it renders, so the server's picture is already the final one.
   */
  prepareHost?: (host: Element) => void;
  /**
   * A selector for the host's children that are only its stand-in on a page the server did not
   * render (the form's plain fallback form): the server leaves them out of a block it drew, since
   * its drawing is already the no-script picture, unless that drawing shows the light DOM through
   * a slot (an invalid form definition shows the page's fallback form).
   */
  unrenderedFallback?: string;
  /**
   * The element name of the block's authored items (`details`, `section`, `figure`), for blocks
   * made of such items: items an editor's paragraphs left outside the block are put back
   * (src/runtime/blocks/paragraph-wrapping.ts), in the browser and on the server alike.
   */
  itemName?: string;
  /**
   * The lazy schemas (runtime/validation/lazy-schema.ts) the block parses as it first renders (a
   * form's definition), each after the ones it holds: built one task each once the element's code
   * has run, so that the first render, which React cannot split, does not build them in its task.
   */
  schemas?: readonly object[];
}

// r2wc keeps its state under registry symbols; reading them lets attribute parsing follow HTML
// rules (bare booleans, removal resets) and lets mounting wait for hydration or a move.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
const R2WC_CONNECTED = Symbol.for('r2wc.connected');
const R2WC_CONTEXT = Symbol.for('r2wc.context');

interface R2wcInternals {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_CONNECTED]: boolean;
  [R2WC_CONTEXT]?: RenderContext;
  [R2WC_RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

interface RenderContext {
  root: Root;
  component: ComponentType<object>;
}

/** Dispatches a Sitestack event: bubbles and crosses shadow roots unless told otherwise. */
export function emit(host: EventTarget, name: string, detail: unknown, options: { cancelable?: boolean } = {}): boolean {
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }));
}

function sameValues(a: Record<string, unknown> | undefined, b: Record<string, unknown>): boolean {
  if (!a) return false;
  return Object.keys(b).every((key) => Object.is(a[key], b[key]));
}

/** The element React renders into: `<div data-ss-root>` directly in the shadow root (server or browser made). */
function renderRootOf(shadow: ShadowRoot): HTMLElement | null {
  for (const child of Array.from(shadow.children)) if (child.hasAttribute(RENDER_ROOT_ATTRIBUTE)) return child as HTMLElement;
  return null;
}

/**
 * Whether a shadow root holds its own stylesheets: the server links (or inlines) every sheet of
 * the block in a root it draws (src/ssr/render-page.ts), the same texts blockStyleSheets adopts.
 */
function hasOwnStyleSheets(shadow: ShadowRoot): boolean {
  return Array.from(shadow.children).some((child) => child.matches('style, link[rel~="stylesheet" i]'));
}

function isServerRendered(root: HTMLElement | null): boolean {
  return root?.getAttribute(RENDER_ROOT_ATTRIBUTE) === SERVER_RENDERED_VALUE;
}

/**
 * Mounting through r2wc with our own renderer: a shadow root the server rendered is hydrated
 * (`hydrateRoot`, time-sliced); otherwise React renders into a fresh root, committed
 * synchronously so an upgraded element never shows an empty shadow root for a frame.
 */
const renderer = {
  mount(container: HTMLElement, component: ComponentType<object>, props: object): RenderContext {
    const shadow = container as unknown as ShadowRoot;
    let target = renderRootOf(shadow);
    const element = createElement(component, props);
    if (target && isServerRendered(target)) {
      target.setAttribute(RENDER_ROOT_ATTRIBUTE, '');
      const host = shadow.host;
      // Started in a transition, hydration is time-sliced: React yields to the browser every few
      // milliseconds. Outside one, React does a root's first hydration as blocking work in one
      // go. An event on the block before it is done hydrates it at once (selective hydration).
      let root!: Root;
      const hydrated = target;
      // React dispatches the pointer and focus events it kept meanwhile again at their targets.
      keepReplayedEventTargets(shadow);
      startTransition(() => {
        root = hydrateRoot(hydrated, element, {
          onRecoverableError: (error) =>
            reportOnce(host, `Sitestack: <${host.localName}>: the server rendering did not match the page (${(error as Error).message}); it was drawn again.`),
        });
      });
      return { root, component };
    }
    if (!target) {
      target = document.createElement('div');
      target.setAttribute(RENDER_ROOT_ATTRIBUTE, '');
      shadow.append(target);
    } else {
      target.replaceChildren();
      // Drawn here for this page's own address, not the one a server drew for (drawnAddress).
      target.removeAttribute(DRAWN_URL_ATTRIBUTE);
    }
    const root = createRoot(target);
    flushSync(() => root.render(element));
    return { root, component };
  },
  update({ root, component }: RenderContext, props: object): void {
    root.render(createElement(component, props));
  },
  unmount({ root }: RenderContext): void {
    root.unmount();
  },
};

/** On a server there is no HTMLElement: element modules are imported there for their definitions only. */
class InertElement {}

/**
 * Builds a block's custom element: React (through r2wc's core) in an open shadow root, shared
 * constructable stylesheets, attributes parsed by the block's definitions, a property per
 * attribute that reflects to it, hydration of a server-rendered (declarative) shadow root when it
 * is due, and a React tree that survives the element being moved in the page.
 */
export function createBlockElement<
  D extends AttributeDefinitions,
  P extends { host: HTMLElement; attributes: AttributeValues<D>; emit: (...args: never[]) => boolean },
>(definition: BlockDefinition<D, P>) {
  type Constructor = { new (): HTMLElement & AttributeValues<D>; sitestackVersion?: string; readonly tagName: string; readonly definition: BlockDefinition<D, P> };
  if (typeof HTMLElement === 'undefined') {
    return class extends InertElement {
      static readonly tagName = definition.tag;
      static readonly definition = definition;
    } as unknown as Constructor;
  }
  const { tag, attributes: definitions } = definition;
  if (definition.schemas) void buildSchemasInTurns(definition.schemas, nextTask);
  const Base = r2wc(definition.component as ComponentType<object>, { shadow: 'open', props: {} }, renderer as never) as unknown as {
    new (): HTMLElement;
  };

  class BlockElement extends Base {
    /** Stamped by `defineElement` with the version of the loader that defined it. */
    static sitestackVersion?: string;
    static readonly tagName = tag;
    static readonly definition = definition;

    static get observedAttributes(): string[] {
      return Object.keys(definitions);
    }

    #hydration: { cancel(): void } | null = null;
    /** The text of each attribute as last parsed into the block's props. */
    #parsedTexts = new Map<string, string | null>();
    #pendingUnmount: number | null = null;
    #shadow: ShadowRoot | null = null;

    constructor() {
      super();
      const props = this.#internals[R2WC_PROPS];
      props.host = this;
      props.emit = (name: string, detail: unknown, eventOptions?: { cancelable?: boolean }) => emit(this, name, detail, eventOptions);
      // r2wc starts out "connected"; an element made by script is not, until it is appended.
      this.#internals[R2WC_CONNECTED] = this.isConnected;
      // (Constructed by the parser while the page loads, it has no attributes yet: see connectedCallback.)
      if (this.shadowRoot && isParsed(this)) this.#setUp();
    }

    /**
     * r2wc attaches a shadow root in its constructor, which would empty a declarative one the
     * server rendered (Chromium does): keep the server's root and its content instead. While the
     * page is still loading, the parser constructs the element before its declarative root: none
     * is attached then (`#setUp` attaches one once the page is parsed if the server drew none).
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? (document.readyState === 'loading' ? (null as unknown as ShadowRoot) : super.attachShadow(init));
    }

    /**
     * The shadow root React renders into, with the block's rules, the server's data and the
     * parsed attributes: once the element's content is parsed.
     */
    #setUp(): void {
      if (this.#shadow) return;
      const shadow = (this.#shadow = this.shadowRoot ?? super.attachShadow({ mode: 'open' }));
      const internals = this as unknown as { container: ShadowRoot };
      internals.container = shadow;
      const props = this.#internals[R2WC_PROPS];
      props.container = shadow;
      // A root the server drew already has the block's rules: adopting the same rules again would
      // restyle its whole tree when the element is defined, for every instance on the page.
      if (!hasOwnStyleSheets(shadow)) shadow.adoptedStyleSheets = blockStyleSheets(definition.styles);
      if (isServerRendered(renderRootOf(shadow))) props.serverData = readServerData(shadow);
      this.syncAttributes();
    }

    get #internals(): R2wcInternals {
      return this as unknown as R2wcInternals;
    }

    connectedCallback(): void {
      if (!this.#shadow) {
        // Defined while the page is still loading: set up once the parser has passed the end tag.
        // A block the server did not draw waits for the whole page, as its items may follow it.
        const setUp = () => {
          if (this.#shadow || !this.isConnected) return;
          const drawn = this.shadowRoot && isServerRendered(renderRootOf(this.shadowRoot));
          if (!drawn && document.readyState === 'loading') return whenDocumentReady(setUp);
          this.#setUp();
          this.connectedCallback();
        };
        return whenParsed(this, setUp);
      }
      if (this.#pendingUnmount !== null) {
        clock.clearTimeout(this.#pendingUnmount);
        this.#pendingUnmount = null;
      }
      const internals = this.#internals;
      // Moved in the page: the React tree is still mounted, with its state.
      if (internals[R2WC_CONTEXT]) {
        internals[R2WC_CONNECTED] = true;
        return;
      }
      if (definition.itemName && reclaimParagraphWrappedItems(this, definition.itemName) > 0) {
        reportOnce(this, blockErrorMessage(this, RECLAIMED_ITEMS_PROBLEM), console.warn);
      }
      const root = renderRootOf(this.#shadow!);
      if (isServerRendered(root)) {
        // Already drawn by the server: the code may wait until hydration is due.
        this.#hydration ??= whenHydrationIsDue(this, () => {
          this.#hydration = null;
          if (this.isConnected) Base.prototype.connectedCallback.call(this);
        });
        return;
      }
      Base.prototype.connectedCallback.call(this);
    }

    disconnectedCallback(): void {
      this.#hydration?.cancel();
      this.#hydration = null;
      const internals = this.#internals;
      internals[R2WC_CONNECTED] = false;
      if (!internals[R2WC_CONTEXT] || this.#pendingUnmount !== null) return;
      // A block moved in the page (disconnected, then connected again in the same task or the
      // next, as frameworks do when they reorder a list) keeps its React state; one that stays
      // out of the page is unmounted.
      this.#pendingUnmount = clock.setTimeout(() => {
        this.#pendingUnmount = null;
        if (!this.isConnected) Base.prototype.disconnectedCallback.call(this);
      }, 0);
    }

    attributeChangedCallback(name: string, _previous: string | null, value: string | null): void {
      // An element being upgraded is told of every attribute it already has, each of which its
      // constructor has just parsed: only a text that differs from the parsed one is a change.
      // (Not set up yet: its attributes are parsed when it is.)
      if (!this.#shadow || this.#parsedTexts.get(name) === value) return;
      if (!this.syncAttributes()) return;
      const internals = this.#internals;
      const root = renderRootOf(this.#shadow);
      if (!internals[R2WC_CONTEXT] && isServerRendered(root)) {
        // Changed before hydration: the server's markup no longer matches, so React draws the
        // block afresh with the new values instead of hydrating it.
        root!.setAttribute(RENDER_ROOT_ATTRIBUTE, '');
        this.#hydration?.cancel();
        this.#hydration = null;
        if (this.isConnected) Base.prototype.connectedCallback.call(this);
        return;
      }
      // Not in the page yet (created by script, attributes set before it is appended): it renders
      // when connected. r2wc would mount now, into a detached element whose first events are lost.
      if (!this.isConnected) return;
      internals[R2WC_RENDER]();
    }

    /** Parses every attribute; returns true when a value changed. */
    private syncAttributes(): boolean {
      const { values, errors } = parseAttributes(tag, definitions, (name) => {
        const text = this.getAttribute(name);
        this.#parsedTexts.set(name, text);
        return text;
      });
      for (const message of errors) reportOnce(this, `Sitestack: ${message}`);
      const props = this.#internals[R2WC_PROPS];
      const current = props.attributes as Record<string, unknown> | undefined;
      if (sameValues(current, values as Record<string, unknown>)) return false;
      props.attributes = values;
      return true;
    }
  }

  for (const [name, attribute] of Object.entries(definitions)) {
    Object.defineProperty(BlockElement.prototype, attributeToProperty(name), {
      configurable: true,
      enumerable: true,
      get(this: BlockElement) {
        const props = (this as unknown as R2wcInternals)[R2WC_PROPS];
        return (props.attributes as Record<string, unknown> | undefined)?.[attributeToProperty(name)];
      },
      set(this: BlockElement, value: unknown) {
        const text = attribute.serialise(value);
        if (text === null) this.removeAttribute(name);
        else this.setAttribute(name, text);
      },
    });
  }

  return BlockElement as unknown as Constructor;
}

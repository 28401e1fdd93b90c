import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { parseAttributes, attributeToProperty, type AttributeDefinitions, type AttributeValues } from '../runtime/attributes/element-attributes.js';
import { blockStyleSheets } from './stylesheets.js';

export interface BlockElementOptions<D extends AttributeDefinitions, P> {
  tag: string;
  /** The block's React component; its props are `BlockProps` (src/react/block-props.ts). */
  component: ComponentType<P>;
  attributes: D;
  /** The block's CSS texts (src/styles/<block>.css). */
  styles: readonly string[];
}

// r2wc keeps its props and render method under registry symbols; reading them lets attribute
// parsing follow HTML rules (bare booleans, removal resets) instead of r2wc's string rules.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcInternals {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
}

/** Dispatches a Sitestack event: bubbles and crosses shadow roots unless told otherwise. */
export function emit(host: EventTarget, name: string, detail: unknown, options: { cancelable?: boolean } = {}): boolean {
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }));
}

function sameValues(a: Record<string, unknown> | undefined, b: Record<string, unknown>): boolean {
  if (!a) return false;
  return Object.keys(b).every((key) => Object.is(a[key], b[key]));
}

/**
 * Builds a block's custom element: React (through r2wc) in an open shadow root, shared
 * constructable stylesheets, attributes parsed by `options.attributes`, and a property per
 * attribute that reflects to it.
 */
export function createBlockElement<
  D extends AttributeDefinitions,
  P extends { host: HTMLElement; attributes: AttributeValues<D>; emit: (...args: never[]) => boolean },
>(options: BlockElementOptions<D, P>) {
  const { tag, attributes: definitions } = options;
  const Base = r2wc(options.component as ComponentType<object>, { shadow: 'open', props: {} }) as unknown as {
    new (): HTMLElement;
  };
  const reported = new WeakMap<HTMLElement, Set<string>>();

  class BlockElement extends Base {
    /** Stamped by `defineElement` with the version of the loader that defined it. */
    static sitestackVersion?: string;
    static readonly tagName = tag;

    static get observedAttributes(): string[] {
      return Object.keys(definitions);
    }

    constructor() {
      super();
      this.shadowRoot!.adoptedStyleSheets = blockStyleSheets(options.styles);
      const props = (this as unknown as R2wcInternals)[R2WC_PROPS];
      props.host = this;
      props.emit = (name: string, detail: unknown, eventOptions?: { cancelable?: boolean }) => emit(this, name, detail, eventOptions);
      this.syncAttributes();
    }

    /**
     * React 19 renders asynchronously; an upgraded element would show an empty shadow root for
     * a frame and shift the layout. The first render is therefore committed synchronously.
     */
    connectedCallback(): void {
      flushSync(() => (Base.prototype as unknown as { connectedCallback(this: HTMLElement): void }).connectedCallback.call(this));
    }

    attributeChangedCallback(): void {
      if (this.syncAttributes()) (this as unknown as R2wcInternals)[R2WC_RENDER]();
    }

    /** Parses every attribute; returns true when a value changed. */
    private syncAttributes(): boolean {
      const { values, errors } = parseAttributes(tag, definitions, (name) => this.getAttribute(name));
      let seen = reported.get(this);
      for (const message of errors) {
        if (!seen) reported.set(this, (seen = new Set()));
        if (!seen.has(message)) {
          seen.add(message);
          console.error(`Sitestack: ${message}`);
        }
      }
      const props = (this as unknown as R2wcInternals)[R2WC_PROPS];
      const current = props.attributes as Record<string, unknown> | undefined;
      if (sameValues(current, values as Record<string, unknown>)) return false;
      props.attributes = values;
      return true;
    }
  }

  for (const [name, definition] of Object.entries(definitions)) {
    Object.defineProperty(BlockElement.prototype, attributeToProperty(name), {
      configurable: true,
      enumerable: true,
      get(this: BlockElement) {
        const props = (this as unknown as R2wcInternals)[R2WC_PROPS];
        return (props.attributes as Record<string, unknown>)[attributeToProperty(name)];
      },
      set(this: BlockElement, value: unknown) {
        const text = definition.serialise(value);
        if (text === null) this.removeAttribute(name);
        else this.setAttribute(name, text);
      },
    });
  }

  return BlockElement as unknown as { new (): HTMLElement & AttributeValues<D>; sitestackVersion?: string; readonly tagName: string };
}

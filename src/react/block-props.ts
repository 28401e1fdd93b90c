/** Dispatches one of a block's events from its host element; false when a listener cancelled it. */
export type EmitEvent<E> = <K extends keyof E & string>(name: K, detail: E[K], options?: { cancelable?: boolean }) => boolean;

/** What every block component receives from its custom element. */
export interface BlockProps<A, E = Record<string, never>> {
  /** The custom element; light-DOM content is read from it. */
  host: HTMLElement;
  /** Attributes parsed by the block's definitions (defaults applied, invalid values replaced). */
  attributes: A;
  /** Dispatches `ss-*` events from the host: bubbling and composed. */
  emit: EmitEvent<E>;
  /**
   * What the server fetched for this block when it rendered it (products, a cart, widget HTML ...;
   * src/ssr/server-data.ts), so the first render shows real content and matches the server's.
   * Undefined when the block was not server-rendered or needed nothing: fetch as usual.
   */
  serverData?: unknown;
}

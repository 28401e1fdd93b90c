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
}

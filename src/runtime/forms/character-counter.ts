/** A character counter as shown: its text, whether the count is over the limit, and its `data-state`. */
export interface CharacterCount {
  text: string;
  over: boolean;
  state: 'over' | 'ok';
}

/**
 * spec 01 §5 character counter: "count / max" and an error state when over; 0 or no number: none.
 * (Its own module: the loader counts what is typed into a drawn form before the form's code
 * arrives, early-interactions.ts, and carries only this rule for it.)
 */
export function characterCounter(length: number, max: number | undefined): CharacterCount | null {
  if (typeof max !== 'number' || !Number.isFinite(max) || max <= 0) return null;
  const over = length > max;
  return { text: `${length} / ${max}`, over, state: over ? 'over' : 'ok' };
}

/** The attribute on a drawn counter that holds its field's maximum (read before the form's code runs). */
export const COUNTER_MAX_ATTRIBUTE = 'data-max-length';

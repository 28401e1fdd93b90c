/**
 * spec 01 §5 character counter: "count / max" and an error state when over; 0 or no number: none.
 * (Its own module: the loader counts what is typed into a drawn form before the form's code
 * arrives, early-interactions.ts, and carries only this rule for it.)
 */
export function characterCounter(length: number, max: number | undefined): { text: string; over: boolean } | null {
  if (typeof max !== 'number' || !Number.isFinite(max) || max <= 0) return null;
  return { text: `${length} / ${max}`, over: length > max };
}

/** The attribute on a drawn counter that holds its field's maximum (read before the form's code runs). */
export const COUNTER_MAX_ATTRIBUTE = 'data-max-length';

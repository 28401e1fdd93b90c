export type RovingOrientation = 'horizontal' | 'vertical';

/**
 * Arrow-key movement between a row or column of controls, with wrap-around; Home and End jump
 * to the ends. Spec 01 §4 menu block tabs (Left/Right with wrap-around) and the WAI-ARIA
 * accordion pattern (Up/Down between headers). Returns null when the key does not move.
 */
export function nextRovingIndex(current: number, key: string, count: number, orientation: RovingOrientation): number | null {
  if (count <= 0) return null;
  const forward = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
  const backward = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
  switch (key) {
    case forward:
      return (current + 1) % count;
    case backward:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Keeps a selected index inside the items there are; anything else selects the first. */
export function clampIndex(index: number, count: number): number {
  return Number.isInteger(index) && index >= 0 && index < count ? index : 0;
}

import { describe, expect, it } from 'vitest';
import {
  ACCORDION_ANIMATION_MS,
  initialAccordionState,
  isAccordionAnimating,
  toggleAccordionItem,
} from '../../../src/runtime/blocks/accordion-rules.js';
import { clampIndex, nextRovingIndex } from '../../../src/runtime/blocks/roving-index.js';

describe('accordion rules (spec 01 §4, §9)', () => {
  it('a click toggles the item', () => {
    // spec 01 §4 accordion item: open or closed; a click toggles
    expect(toggleAccordionItem([false, false], 0, true)).toEqual([true, false]);
    expect(toggleAccordionItem([true, false], 0, true)).toEqual([false, false]);
  });

  it('closes the others first when multiple-open is not allowed', () => {
    expect(toggleAccordionItem([true, false, true], 1, false)).toEqual([false, true, false]);
    expect(toggleAccordionItem([true, false, true], 1, true)).toEqual([true, true, true]);
    expect(toggleAccordionItem([true, false], 0, false)).toEqual([false, false]);
  });

  it('ignores an index outside the items', () => {
    expect(toggleAccordionItem([false], 3, false)).toEqual([false]);
  });

  it('may start with the first item open', () => {
    // spec 01 §4: the first item may start open
    expect(initialAccordionState([false, false], true, false)).toEqual([true, false]);
    expect(initialAccordionState([false, true], false, false)).toEqual([false, true]);
    expect(initialAccordionState([false, true], true, false)).toEqual([true, false]);
    expect(initialAccordionState([false, true], true, true)).toEqual([true, true]);
  });

  it('ignores clicks during the 250 ms animation', () => {
    // spec 01 §9 accordion animation 250 ms; §4 clicks are ignored during it
    expect(ACCORDION_ANIMATION_MS).toBe(250);
    expect(isAccordionAnimating(null, 1000, 250)).toBe(false);
    expect(isAccordionAnimating(1000, 1249, 250)).toBe(true);
    expect(isAccordionAnimating(1000, 1250, 250)).toBe(false);
    expect(isAccordionAnimating(1000, 1000, 0)).toBe(false);
  });
});

describe('tab and header movement (spec 01 §4 menu block tabs)', () => {
  it('left and right move the selection with wrap-around', () => {
    expect(nextRovingIndex(0, 'ArrowRight', 3, 'horizontal')).toBe(1);
    expect(nextRovingIndex(2, 'ArrowRight', 3, 'horizontal')).toBe(0);
    expect(nextRovingIndex(0, 'ArrowLeft', 3, 'horizontal')).toBe(2);
  });

  it('up and down move between accordion headers; Home and End jump to the ends', () => {
    expect(nextRovingIndex(0, 'ArrowDown', 3, 'vertical')).toBe(1);
    expect(nextRovingIndex(0, 'ArrowUp', 3, 'vertical')).toBe(2);
    expect(nextRovingIndex(1, 'Home', 3, 'vertical')).toBe(0);
    expect(nextRovingIndex(1, 'End', 3, 'horizontal')).toBe(2);
  });

  it('other keys, the other axis and empty lists do not move', () => {
    expect(nextRovingIndex(0, 'ArrowDown', 3, 'horizontal')).toBeNull();
    expect(nextRovingIndex(0, 'a', 3, 'vertical')).toBeNull();
    expect(nextRovingIndex(0, 'ArrowRight', 0, 'horizontal')).toBeNull();
  });

  it('keeps a selected index within the tabs there are', () => {
    expect(clampIndex(2, 3)).toBe(2);
    expect(clampIndex(3, 3)).toBe(0);
    expect(clampIndex(-1, 3)).toBe(0);
  });
});

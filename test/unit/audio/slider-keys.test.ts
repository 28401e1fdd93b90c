import { describe, expect, it } from 'vitest';
import { SEEK_STEP_SECONDS, VOLUME_STEP, sliderKeyTarget } from '../../../src/runtime/audio/audio-rules.js';

describe('sliderKeyTarget', () => {
  // WAI-ARIA Authoring Practices, slider pattern (DESIGN: accessibility): arrows step, Home and End jump
  it('moves one step with the arrows, to 0 with Home and to the end with End', () => {
    expect(sliderKeyTarget('ArrowRight', 10, SEEK_STEP_SECONDS, 60)).toBe(15);
    expect(sliderKeyTarget('ArrowUp', 10, SEEK_STEP_SECONDS, 60)).toBe(15);
    expect(sliderKeyTarget('ArrowLeft', 10, SEEK_STEP_SECONDS, 60)).toBe(5);
    expect(sliderKeyTarget('ArrowDown', 0.5, VOLUME_STEP, 1)).toBeCloseTo(0.45);
    expect(sliderKeyTarget('Home', 42, SEEK_STEP_SECONDS, 60)).toBe(0);
    expect(sliderKeyTarget('End', 42, VOLUME_STEP, 1)).toBe(1);
  });

  it('leaves End alone while the length is unknown, and any other key always', () => {
    expect(sliderKeyTarget('End', 3, SEEK_STEP_SECONDS, Number.NaN)).toBeNull();
    expect(sliderKeyTarget('Enter', 3, SEEK_STEP_SECONDS, 60)).toBeNull();
    expect(sliderKeyTarget('a', 3, SEEK_STEP_SECONDS, 60)).toBeNull();
  });
});

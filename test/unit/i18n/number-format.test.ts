import { describe, expect, it } from 'vitest';
import { sharedNumberFormat } from '../../../src/runtime/i18n/number-format.js';

describe('sharedNumberFormat (one formatter per locale and options, en-US fallback)', () => {
  it('reuses the formatter for the same locale and options, and makes another for other options', () => {
    const a = sharedNumberFormat('de-DE', { maximumFractionDigits: 2 });
    expect(sharedNumberFormat('de-DE', { maximumFractionDigits: 2 })).toBe(a);
    expect(sharedNumberFormat('de-DE', { style: 'percent' })).not.toBe(a);
    expect(a.format(1234.567)).toBe('1.234,57');
  });

  it('falls back to en-US for a locale tag the browser cannot read', () => {
    expect(sharedNumberFormat('not a locale!', { maximumFractionDigits: 2 }).format(1234.5)).toBe('1,234.5');
  });
});

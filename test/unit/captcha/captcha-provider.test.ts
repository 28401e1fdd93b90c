import { describe, expect, it } from 'vitest';
import { CAPTCHA_NOT_SET_UP_MESSAGE, captchaSize, renderCaptcha } from '../../../src/runtime/captcha/captcha-provider.js';
import { CAPTCHA_COMPACT_BELOW_PX } from '../../../src/runtime/catalog/platform-limits.js';

describe('captcha adapter (spec 03 §4, §8, §9)', () => {
  it('is compact below 320 px', () => {
    // spec 03 §9: captcha compact below 320px width
    expect(CAPTCHA_COMPACT_BELOW_PX).toBe(320);
    expect(captchaSize(319)).toBe('compact');
    expect(captchaSize(320)).toBe('normal');
  });

  it("rejects with 'ReCaptcha has not been set up!' without a site key", async () => {
    // spec 03 §8: captcha not set up
    await expect(renderCaptcha({} as HTMLElement, { siteKey: '' }, () => undefined)).rejects.toThrow(CAPTCHA_NOT_SET_UP_MESSAGE);
    expect(CAPTCHA_NOT_SET_UP_MESSAGE).toBe('ReCaptcha has not been set up!');
  });
});

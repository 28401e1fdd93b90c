// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadExternalScript } from '../../../src/runtime/dom/external-script.js';

const scriptsFor = (url: string) => [...document.head.querySelectorAll('script')].filter((script) => script.src === url);

describe('loadExternalScript (one loader for maps, booking, social, captcha scripts)', () => {
  it('shares one script per URL while it loads, and tries again after a failed load', async () => {
    const url = 'https://scripts.example/provider.js';
    const first = loadExternalScript(url, { timeoutMs: 10_000 });
    expect(loadExternalScript(url, { timeoutMs: 10_000 })).toBe(first);
    expect(scriptsFor(url)).toHaveLength(1);
    scriptsFor(url)[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('could not be loaded');
    const second = loadExternalScript(url, { timeoutMs: 10_000 });
    expect(second).not.toBe(first);
    expect(scriptsFor(url)).toHaveLength(2);
    scriptsFor(url)[1]!.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBeUndefined();
    expect(loadExternalScript(url, { timeoutMs: 10_000 })).toBe(second);
  });

  it('refuses a URL that is not http(s) or a same-origin path', async () => {
    await expect(loadExternalScript('javascript:alert(1)', { timeoutMs: 10 })).rejects.toThrow('is not a script URL that can be loaded');
  });
});

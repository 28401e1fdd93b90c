// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageContextSchema } from '../../../src/runtime/context/page-context.js';
import { loadWebFonts, webFontStylesheets } from '../../../src/runtime/fonts/web-fonts.js';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-ss-edit-mode');
});

describe('web fonts (spec 01 §3, §7)', () => {
  const context = (input: unknown) => pageContextSchema.parse(input);

  it('asks the fonts service with family parameters and the Typekit kit', () => {
    const urls = webFontStylesheets(context({ googleFonts: { includeName: 'Lora:400,700|Inter' }, website: { typekitId: 'abc123' } }));
    expect(new URL(urls[0]!).searchParams.get('family')).toBe('Lora:400,700|Inter');
    expect(urls[1]).toBe('https://use.typekit.net/abc123.css');
    expect(webFontStylesheets(context({}))).toEqual([]);
    expect(webFontStylesheets(context({ website: { typekitId: '../evil' } }))).toEqual([]);
  });

  it('adds each stylesheet once without blocking rendering', () => {
    const ctx = context({ googleFonts: { includeName: 'Lora' } });
    const [link] = loadWebFonts(ctx);
    expect(link!.media).toBe('print');
    expect(loadWebFonts(ctx)).toEqual([]);
    link!.dispatchEvent(new Event('load'));
    expect(link!.media).toBe('all');
    expect(document.querySelectorAll('link[data-ss-fonts]')).toHaveLength(1);
  });

  it("says 'Unable to load fonts' when the stylesheet fails", () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [link] = loadWebFonts(context({ website: { typekitId: 'kit1' } }));
    link!.dispatchEvent(new Event('error'));
    expect(spy.mock.calls[0]![0]).toContain('Unable to load fonts');
    spy.mockRestore();
  });
});

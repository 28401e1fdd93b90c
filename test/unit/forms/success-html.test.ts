import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * A form's success HTML (spec 02 §4) is shown by the sanitiser and the script runner, which the
 * form loads only once it is sent (src/runtime/forms/success-html.ts). A failed load rejects with
 * the spec's chunk error (spec 03 §8) and does not stick: the next sent form tries again.
 */
describe('success HTML renderer, loaded on demand', () => {
  afterEach(() => {
    vi.doUnmock('../../../src/runtime/dom/run-inserted-scripts.js');
    vi.resetModules();
  });

  it('rejects with the chunk error when the renderer cannot load, and loads it on the next try', async () => {
    let attempts = 0;
    const rendered: Array<[unknown, string]> = [];
    vi.doMock('../../../src/runtime/dom/run-inserted-scripts.js', () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { setTrustedHtmlWithScripts: (container: unknown, html: string) => (rendered.push([container, html]), Promise.resolve()) };
    });
    const { loadSuccessHtml, renderSuccessHtml } = await import('../../../src/runtime/forms/success-html.js');
    const container = {} as Element;

    await expect(loadSuccessHtml()).rejects.toMatchObject({ name: 'ChunkLoadError', message: 'Loading chunk owner-html failed. (error)' });
    await expect(renderSuccessHtml(container, '<p>Thanks</p>')).resolves.toBeUndefined();
    expect(rendered).toEqual([[container, '<p>Thanks</p>']]);
    expect(attempts).toBe(2);
  });

  it('renders at once, in the same turn, once the renderer has loaded', async () => {
    const rendered: string[] = [];
    vi.doMock('../../../src/runtime/dom/run-inserted-scripts.js', () => ({
      setTrustedHtmlWithScripts: (_container: unknown, html: string) => (rendered.push(html), Promise.resolve()),
    }));
    const { loadSuccessHtml, renderSuccessHtml } = await import('../../../src/runtime/forms/success-html.js');
    await loadSuccessHtml();
    void renderSuccessHtml({} as Element, '<p>Sent</p>');
    // No await: the HTML is in place when renderSuccessHtml returns, so the success message has
    // its text when the form decides where the focus goes.
    expect(rendered).toEqual(['<p>Sent</p>']);
  });
});

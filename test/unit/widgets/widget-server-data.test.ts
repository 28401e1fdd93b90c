// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { summaryBlockProblem, widgetRenderingHtml, widgetRequestFor } from '../../../src/runtime/widgets/widget-rendering-request.js';
import { socialFeedServerData, summaryServerData } from '../../../src/ssr/widget-data.js';
import { parsePageContext } from '../../../src/runtime/context/page-context.js';

// spec 01 §7 GetWidgetRendering: the reply's html replaces the block content
describe('widget renderings drawn by the server', () => {
  it('read the html of a reply, and nothing else', () => {
    expect(widgetRenderingHtml({ html: '<ul></ul>' })).toBe('<ul></ul>');
    expect(widgetRenderingHtml({ html: 3 })).toBeNull();
    expect(widgetRenderingHtml(null)).toBeNull();
    expect(widgetRenderingHtml(undefined)).toBeNull();
  });

  it('ask for a widget only with usable data and a block id', () => {
    expect(widgetRequestFor('summary', 'block-news', { value: { rows: 1 }, error: null })).toEqual({ widget: { type: 'summary', id: 'news', value: { rows: 1 } }, problem: null });
    expect(widgetRequestFor('summary', '', { value: {}, error: null }).problem).toBe('it needs a block-id (or an id) to ask for its rendering');
    expect(widgetRequestFor('summary', 'b', { value: null, error: 'the block data is not valid JSON' }).problem).toBe('the block data is not valid JSON');
    // spec 01 §3 summary block json: imageAspectRatio is Auto or a positive number
    expect(widgetRequestFor('summary', 'b', { value: { imageAspectRatio: -1 }, error: null }, summaryBlockProblem).problem).toBe('imageAspectRatio must be "Auto" or a positive number, not -1');
    expect(summaryBlockProblem({ imageAspectRatio: 'Auto' })).toBeNull();
  });

  it('fetch the rendering through the site API as the browser would, and leave a block that cannot ask to the browser', async () => {
    const calls: unknown[] = [];
    const api = { request: async (path: string, init?: unknown) => (calls.push([path, init]), { html: '<p>Spring menu</p>' }) };
    const host = document.createElement('ss-summary');
    host.id = 'block-journal';
    const context = parsePageContext({}).context;
    const data = await summaryServerData({ host, attributes: { blockId: '', dataBlockJson: '{"imageAspectRatio":"Auto"}', rows: 3 }, context, pageUrl: 'http://x/', api });
    expect(data).toEqual({ html: '<p>Spring menu</p>' });
    expect(calls).toEqual([
      ['/api/widget/GetWidgetRendering', { method: 'POST', form: { widgetJSON: JSON.stringify({ type: 'summary', id: 'journal', value: { imageAspectRatio: 'Auto' } }) } }],
    ]);
    const bad = await socialFeedServerData({ host, attributes: { blockId: 'feed', dataBlockJson: '{nope', rows: 0 }, context, pageUrl: 'http://x/', api });
    expect(bad).toBeUndefined();
    expect(calls).toHaveLength(1);
  });
});

/**
 * Server data of the summary and social-feed blocks: the widget rendering the block would ask
 * for in the browser (spec 01 §7 GetWidgetRendering), so the first paint shows the items.
 */
import { readWidgetBlockJson, summaryBlockProblem, WIDGET_RENDERING_PATH, widgetRenderingHtml, widgetRequestFor } from '../runtime/widgets/widget-rendering-request.js';
import type { ServerDataLoader } from './server-data.js';

/** A loader for one widget type; resolves `{ html }`, or undefined when the block cannot ask (the browser reports why). */
export function widgetServerData(type: string, validate?: (value: Record<string, unknown>) => string | null): ServerDataLoader {
  return async ({ host, attributes, api }) => {
    const blockId = String(attributes.blockId ?? '') || host.id;
    const request = widgetRequestFor(type, blockId, readWidgetBlockJson(String(attributes.dataBlockJson ?? ''), host), validate);
    if (!request.widget) return undefined;
    const html = widgetRenderingHtml(await api.request(WIDGET_RENDERING_PATH, { method: 'POST', form: { widgetJSON: JSON.stringify(request.widget) } }));
    return html === null ? undefined : { html };
  };
}

export const summaryServerData = widgetServerData('summary', summaryBlockProblem);
export const socialFeedServerData = widgetServerData('social-feed');

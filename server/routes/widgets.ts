import type { FastifyInstance } from 'fastify';
import { widgetJsonSchema, widgetRenderingBodySchema } from '../../src/runtime/widgets/widget-rendering-schema.js';
import { parseJsonField, parseWith } from '../http-errors.js';
import { renderWidget } from '../widgets/widget-renderers.js';
import type { RouteDeps } from './route-deps.js';

/** POST /api/widget/GetWidgetRendering (spec 01 §7): data.html replaces the block content. */
export function registerWidgetRoutes(api: FastifyInstance, _deps: RouteDeps): void {
  api.post('/widget/GetWidgetRendering', async (request) => {
    const body = parseWith(widgetRenderingBodySchema, request.body);
    const widget = parseWith(widgetJsonSchema, parseJsonField(body.widgetJSON, 'widgetJSON'), 'widgetJSON');
    return { html: renderWidget(widget) };
  });
}

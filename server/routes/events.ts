import type { FastifyInstance } from 'fastify';
import {
  analyticsEventSchema,
  legacyTrackerPayloadSchema,
  recordEventSchema,
  recordJavascriptErrorsSchema,
} from '../../src/runtime/analytics/tracking-request-schema.js';
import { badRequest, parseJsonField, parseWith } from '../http-errors.js';
import { ANALYTICS_EVENTS, JAVASCRIPT_ERRORS, TRACKER_EVENTS } from '../stats/analytics-tables.js';
import type { RouteDeps } from './route-deps.js';

/** A beacon sends JSON as text/plain; everything else arrives parsed. */
export function jsonFromBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  if (body.trim() === '') throw badRequest('Invalid request body: the body is empty.');
  return parseJsonField(body, 'the body');
}

/** Error reports (spec 01 §7) and the two tracking services (spec 03 §7). */
export function registerEventRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const { analytics, now } = deps;

  api.post('/events/RecordJavascriptErrors', async (request) => {
    const reports = parseWith(recordJavascriptErrorsSchema, jsonFromBody(request.body));
    const received = now().toISOString();
    // A report batch is stored whole or not at all.
    await analytics.write(
      reports.map((report) => {
        const d = report.data;
        return {
          into: JAVASCRIPT_ERRORS,
          values: [
            report.event,
            d.app,
            d.message,
            d.stack ?? null,
            d.file ?? null,
            d.line ?? null,
            d.column ?? null,
            d.customData ? JSON.stringify(d.customData) : null,
            d.siteId ?? null,
            d.templateId ?? null,
            d.url ?? null,
            d.userAgent ?? request.headers['user-agent'] ?? null,
            Math.round(report.timestamp),
            received,
          ],
        };
      }),
    );
    return { success: true, stored: reports.length };
  });

  api.post('/events/RecordEvent', async (request) => {
    const body = parseWith(recordEventSchema, request.body);
    const payload = parseWith(legacyTrackerPayloadSchema, parseJsonField(body.data, 'data'), 'data');
    await analytics.write([{ into: TRACKER_EVENTS, values: [body.event, JSON.stringify(payload), now().toISOString()] }]);
    return { success: true };
  });

  // Sent by beacon, which cannot carry a crumb header or recover from a crumbFail reply.
  api.post('/v1/events', { config: { crumb: false } }, async (request, reply) => {
    const event = parseWith(analyticsEventSchema, jsonFromBody(request.body));
    await analytics.write([
      { into: ANALYTICS_EVENTS, values: [event.analyticsId, event.customSchemaName, JSON.stringify(event.commonData), JSON.stringify(event.customData), now().toISOString()] },
    ]);
    return reply.code(202).send({ success: true });
  });
}

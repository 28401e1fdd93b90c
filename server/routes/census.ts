import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  buttonEventSchema,
  formRenderSchema,
  overlayEventSchema,
  recordHitDataSchema,
  recordHitSchema,
} from '../../src/runtime/analytics/census-request-schema.js';
import { parseJsonField, parseWith } from '../http-errors.js';
import { CENSUS_VISITOR_COOKIE, parseVisitorId } from '../../src/runtime/analytics/visit-cookies.js';
import { CENSUS_EVENTS, CENSUS_HITS, visitRow } from '../stats/analytics-tables.js';
import type { RouteDeps } from './route-deps.js';

/** The separate visitor cookie sent with census calls (spec 01 §3); the client writes it. */
export { CENSUS_VISITOR_COOKIE };

type PageFields = Partial<Record<'pageTitle' | 'pageId' | 'contentSource' | 'pagePath' | 'pagePermissionTypeValue', string>>;

function pageFields(body: PageFields): PageFields {
  const out: PageFields = {};
  for (const key of ['pageTitle', 'pageId', 'contentSource', 'pagePath', 'pagePermissionTypeValue'] as const) {
    if (body[key] !== undefined) out[key] = body[key];
  }
  return out;
}

function visitorFrom(request: FastifyRequest, bodyCookie: string | undefined): string | null {
  // The body carries the visitor-record cookie (spec 01 §5, id and visit times), stored as sent;
  // the ss_cvr cookie carries the id alone.
  return bodyCookie || parseVisitorId(request.cookies[CENSUS_VISITOR_COOKIE]);
}

/** Census calls of spec 01 §7: page hits, form renders, overlay events, button events, quick views. */
export function registerCensusRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const { analytics, now } = deps;

  async function recordEvent(kind: string, subjectId: string | null, visitor: string | null, data: Record<string, unknown>) {
    await analytics.write([{ into: CENSUS_EVENTS, values: [kind, subjectId, visitor, JSON.stringify(data), now().toISOString()] }]);
    return { success: true };
  }

  api.post('/census/RecordHit', async (request) => {
    const body = parseWith(recordHitSchema, request.body);
    const data = parseWith(recordHitDataSchema, parseJsonField(body.data, 'data'), 'data');
    const at = now();
    const visit = visitRow(data, at);
    // The visitor: the ss_cvr cookie, or on a page of another site (whose cookie never comes) the
    // id the hit carries; a value that is no visitor id (spec 01 §5) counts as no visitor.
    const visitor = parseVisitorId(request.cookies[CENSUS_VISITOR_COOKIE]) ?? parseVisitorId(data.visitorId);
    await analytics.write([
      { into: CENSUS_HITS, values: [body.event, JSON.stringify(data), visitor, at.toISOString()] },
      ...(visit ? [visit] : []),
    ]);
    return { success: true };
  });

  api.post('/census/form-render', async (request) => {
    const body = parseWith(formRenderSchema, request.body);
    return recordEvent('form-render', body.formId, visitorFrom(request, body.visitorCookie), pageFields(body));
  });

  api.post('/census/overlay', async (request) => {
    const body = parseWith(overlayEventSchema, request.body);
    return recordEvent('overlay', body.overlayId ?? null, visitorFrom(request, body.visitorCookie), {
      event: body.event,
      ...(body.version === undefined ? {} : { version: body.version }),
      ...pageFields(body),
    });
  });

  for (const kind of ['button-click', 'button-render'] as const) {
    api.post(`/census/${kind}`, async (request) => {
      const body = parseWith(buttonEventSchema, request.body);
      return recordEvent(kind, body.id, visitorFrom(request, body.visitorCookie), {
        ...(body.buttonText === undefined ? {} : { buttonText: body.buttonText }),
        ...(body.clickthroughUrl === undefined ? {} : { clickthroughUrl: body.clickthroughUrl }),
        ...(body.newWindow === undefined ? {} : { newWindow: body.newWindow }),
        ...(body.context === undefined ? {} : { context: body.context }),
        ...pageFields(body),
      });
    });
  }

  api.post('/census/RecordQuickView/:id', async (request) => {
    const { id } = parseWith(z.strictObject({ id: z.string().check(z.regex(/^[\w-]{1,100}$/, 'id must be a product id')) }), request.params, 'product id');
    return recordEvent('quick-view', id, visitorFrom(request, undefined), {});
  });
}

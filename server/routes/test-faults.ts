import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { parseWith } from '../http-errors.js';

/**
 * Injected faults for the data layer's browser tests (SITESTACK_FAULT_ROUTES=1 only): answers
 * with a chosen status, an unparseable body, or fails the first N calls of a key.
 */
export function registerTestFaultRoutes(api: FastifyInstance): void {
  const failuresLeft = new Map<string, number>();

  api.all('/test-faults/status/:code', { config: { crumb: false } }, async (request, reply) => {
    const { code } = parseWith(z.strictObject({ code: z.pipe(z.string().check(z.regex(/^[1-5]\d\d$/)), z.transform(Number)) }), request.params, 'status');
    const query = request.query as Record<string, string | undefined>;
    const body = query.body === 'none' ? {} : query.body === 'error' ? { error: `Injected error for status ${code}` } : {};
    if (query.flag === 'loginRequired') Object.assign(body, { loginRequired: true });
    if (query.flag === 'authorizationFail') Object.assign(body, { authorizationFail: true });
    return reply.code(code).send(body);
  });

  api.all('/test-faults/unparseable', { config: { crumb: false } }, async (_request, reply) =>
    reply.code(200).header('content-type', 'application/json; charset=utf-8').send('{"unterminated": '),
  );

  api.all('/test-faults/flaky/:key', { config: { crumb: false } }, async (request, reply) => {
    const { key } = request.params as { key: string };
    const query = request.query as Record<string, string | undefined>;
    const left = failuresLeft.get(key) ?? Number(query.failures ?? 1);
    if (left > 0) {
      failuresLeft.set(key, left - 1);
      return reply.code(503).send({});
    }
    failuresLeft.delete(key);
    return { success: true, method: request.method, body: request.body ?? null };
  });

  // Echoes what the data layer sent (method, crumb, content type, body), behind the real crumb check.
  api.all('/test-faults/echo', async (request) => ({
    method: request.method,
    query: request.query,
    contentType: request.headers['content-type'] ?? null,
    body: request.body ?? null,
  }));
}

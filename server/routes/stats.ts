import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { parseWith } from '../http-errors.js';
import { createOwnerCheck } from '../owner-auth.js';
import { STATS_MAX_DAYS, loadStatsReport } from '../stats/stats-report.js';
import type { RouteDeps } from './route-deps.js';

const reportQuerySchema = z.strictObject({
  days: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,3}$/, 'days must be a whole number of days')), z.transform(Number))),
});

/** GET /api/owner/stats/report?days=N: the owner's stats page data (owner token required). */
export function registerStatsRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const requireOwner = createOwnerCheck(deps.ownerToken);
  api.get('/owner/stats/report', { preHandler: requireOwner }, async (request, reply) => {
    const query = parseWith(reportQuerySchema, request.query, 'query');
    const days = query.days ?? 30;
    if (days < 1 || days > STATS_MAX_DAYS) {
      return reply.code(400).send({ error: `days must be between 1 and ${STATS_MAX_DAYS}.` });
    }
    reply.header('Cache-Control', 'no-store');
    return loadStatsReport(deps.db, deps.now(), days);
  });
}

const here = dirname(fileURLToPath(import.meta.url));
const publicDir = join(here, '..', 'stats', 'public');

/** The page's own files and chart.js's UMD build, read once. */
function statsAssets(): Record<string, { type: string; body: string }> {
  // chart.js exports only its entry points: its UMD build sits beside the CommonJS entry.
  const chartPath = join(dirname(createRequire(import.meta.url).resolve('chart.js')), 'chart.umd.min.js');
  return {
    '/stats': { type: 'text/html; charset=utf-8', body: readFileSync(join(publicDir, 'stats-page.html'), 'utf8') },
    '/stats/stats-page.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(join(publicDir, 'stats-page.js'), 'utf8') },
    '/stats/stats-page.css': { type: 'text/css; charset=utf-8', body: readFileSync(join(publicDir, 'stats-page.css'), 'utf8') },
    '/stats/chart.umd.min.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(chartPath, 'utf8') },
  };
}

/** Strict policy for the owner page: its own scripts and styles only, data from the same origin. */
export const STATS_PAGE_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * /stats: the owner's stats page. The page itself holds no data; its script asks for the owner
 * token and reads /api/owner/stats/report with it.
 */
export function registerStatsPage(app: FastifyInstance): void {
  let assets: ReturnType<typeof statsAssets> | null = null;
  for (const path of ['/stats', '/stats/stats-page.js', '/stats/stats-page.css', '/stats/chart.umd.min.js']) {
    app.get(path, async (_request, reply) => {
      assets ??= statsAssets();
      const asset = assets[path]!;
      reply.header('Content-Type', asset.type);
      reply.header('Content-Security-Policy', STATS_PAGE_CSP);
      reply.header('X-Robots-Tag', 'noindex');
      reply.header('Referrer-Policy', 'no-referrer');
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Cache-Control', path === '/stats' ? 'no-store' : 'public, max-age=300');
      return reply.send(asset.body);
    });
  }
}

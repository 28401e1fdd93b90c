/**
 * What the server renderer's two ways of reaching the site API (in process on the site server,
 * server/pages/in-process-site-api.ts; over HTTP, http-site-api.ts) share: which paths it may
 * call, and how a failed call is reported to a block's server-data loader.
 */
import type { SiteApiFailure } from './server-data.js';

/** Refuses a path outside the site API (`/api/...`): the renderer calls nothing else. */
export function assertSiteApiPath(path: string): void {
  if (!path.startsWith('/api/')) throw new Error(`the server renderer only calls the site API, not ${path}`);
}

/**
 * A failed call, with the status and the API's error `code` from its JSON body: some answers are
 * a block's first picture (an expired review link).
 */
export function siteApiFailure(method: string, path: string, status: number, body: unknown): SiteApiFailure {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return Object.assign(new Error(`${method} ${path} answered ${status}`), { status, code });
}

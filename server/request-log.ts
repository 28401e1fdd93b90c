import type { FastifyServerOptions } from 'fastify';

/** Where log lines go instead of standard output (tests). */
export interface LogDestination {
  write(line: string): void;
}

/** Shown in a logged URL in place of its query string. */
const REDACTED_QUERY = '?…';

/**
 * A request URL as the log writes it: the path, and `?…` for any query string. Query strings
 * carry the crumb on every data-layer call and tokens on some pages (issue 46); paths carry ids only.
 */
export function loggedUrl(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : `${url.slice(0, query)}${REDACTED_QUERY}`;
}

/**
 * Fastify's logger for LOG=1 (docs/production.md): one line when a request arrives
 * and one when it is answered, with the method, the redacted URL and the status, and no headers
 * or cookies (the crumb, the cart and session tokens).
 */
export function requestLogOptions(destination?: LogDestination): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: 'info',
    ...(destination ? { stream: destination } : {}),
    serializers: {
      req: (request: { method?: string; url?: string; host?: string; ip?: string }) => ({
        method: request.method,
        url: loggedUrl(request.url ?? ''),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}

import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Serves `texts` as the page `path` on a server of its own, one part at a time (a slow network,
 * or a long page on a slow phone): the first part at once, each next one when `send(index)` is
 * called. Everything else is fetched from the demo server. `close()` sends what is left and stops.
 */
export async function servePageInParts(baseURL: string, path: string, texts: readonly string[]) {
  const parts = texts.map((text) => {
    let send: () => void = () => undefined;
    const sent = new Promise<void>((resolve) => (send = resolve));
    return { text, send, sent };
  });
  parts[0]?.send();
  const server = createServer((request, response) => {
    if (request.url?.split('?')[0] === path) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      void (async () => {
        for (const { text, sent } of parts) {
          await sent;
          response.write(text);
        }
        response.end();
      })();
      return;
    }
    // This server stands in for the site (a reverse proxy): the page's own calls reach the site
    // with the site's host and, from this page, the site's origin (the site refuses other origins).
    const ownOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const headers = { ...request.headers, host: new URL(baseURL).host, ...(request.headers.origin === ownOrigin ? { origin: new URL(baseURL).origin } : {}) };
    const upstream = httpRequest(new URL(request.url ?? '/', baseURL), { method: request.method, headers }, (reply) => {
      response.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(response);
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    send: (index: number) => parts[index]?.send(),
    async close() {
      for (const { send } of parts) send();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

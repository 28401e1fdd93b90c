import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { generateCrumb, isIssuedCrumb } from '../../../server/crumb.js';
import type { PageRenderer } from '../../../server/pages/page-renderer.js';
import type { Database } from '../../../server/db/database.js';
import { buildTestApp, useTestServer } from './server-test-harness.js';

/**
 * Issue 46, finding 7: the crumb check takes only crumbs this server issued and signed. An equal
 * cookie and parameter pair of the client's choosing (a sibling subdomain can toss a `crumb`
 * cookie onto the site) is refused.
 */
let app: FastifyInstance;
let db: Database;
useTestServer((server) => ({ app, db } = server));

const keyRequest = (crumb: string) =>
  app.inject({ method: 'POST', url: `/api/form/FormSubmissionKey?crumb=${encodeURIComponent(crumb)}`, cookies: { crumb } });

describe('the crumb check (spec 02 §4)', () => {
  it('refuses a cookie and parameter pair the server did not sign, and hands back a crumb it did', async () => {
    for (const tossed of ['chosen-by-the-attacker', generateCrumb('another-servers-secret')]) {
      const refused = await keyRequest(tossed);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().crumbFail).toBe(true);
      const fresh = refused.json().crumb as string;
      expect(isIssuedCrumb(fresh)).toBe(true);
      // The tossed cookie is replaced by the fresh crumb, which works.
      expect(refused.cookies.find((cookie) => cookie.name === 'crumb')?.value).toBe(fresh);
      expect((await keyRequest(fresh)).statusCode).toBe(200);
    }
  });

  it('takes a crumb it issued, in the cookie and the parameter', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/crumb' });
    const crumb = page.json().crumb as string;
    expect(page.cookies.find((cookie) => cookie.name === 'crumb')?.value).toBe(crumb);
    expect((await keyRequest(crumb)).statusCode).toBe(200);
  });

  it('a visitor whose crumb cookie the server never signed gets a signed one on the next page', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/crumb', cookies: { crumb: 'chosen-by-the-attacker' } });
    expect(isIssuedCrumb(reply.json().crumb as string)).toBe(true);
    expect(reply.cookies.find((cookie) => cookie.name === 'crumb')?.value).toBe(reply.json().crumb);
  });
});

describe('GET /api/crumb from a page of another origin (issue 46, finding 8)', () => {
  it('sets no cookie: the page cannot read it, and its crumb comes in the reply', async () => {
    for (const origin of ['https://cms.example', 'https://evil.example']) {
      const reply = await app.inject({ method: 'GET', url: '/api/crumb', headers: { origin } });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['set-cookie'], origin).toBeUndefined();
    }
    // The site's own pages still get their crumb cookie.
    const own = await app.inject({ method: 'GET', url: '/api/crumb', headers: { origin: 'http://localhost:80' } });
    expect(own.cookies.map((cookie) => cookie.name)).toContain('crumb');
  });
});

describe('the server renderer\'s own calls for a visitor whose crumb the server never signed', () => {
  it('carry the signed crumb the page request gave the visitor, so a block\'s post is not refused', async () => {
    const outcomes: string[] = [];
    const renderer: PageRenderer = {
      async render(html, _url, api) {
        await api!.request('/api/form/FormSubmissionKey', { method: 'POST' }).then(
          () => outcomes.push('taken'),
          (error: Error) => outcomes.push(error.message),
        );
        return html;
      },
    };
    const drawing = await buildTestApp(db, { pageRenderer: renderer });
    try {
      const page = await drawing.inject({ method: 'GET', url: '/index.html', cookies: { crumb: 'from-before-a-restart' } });
      expect(page.statusCode).toBe(200);
      expect(outcomes).toEqual(['taken']);
    } finally {
      await drawing.close();
    }
  });
});

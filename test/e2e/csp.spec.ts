import { readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { visitEveryBlock, watchConsole } from './console.js';

/**
 * The strict Content-Security-Policy docs/security.md recommends, as the site server sends it
 * (server/pages/page-security.ts): every demo page, drawn by the server and unrendered, works
 * under it with no `securitypolicyviolation` and every block hydrated or drawn.
 */
const DEMO_PAGES = readdirSync(new URL('../../demo/', import.meta.url))
  .filter((name) => name.endsWith('.html'))
  .map((name) => `/${name}`);

/** Records every CSP violation the page reports, from the first script on. */
async function countViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`), true);
  });
}

/** Tags of blocks not yet working: server-drawn ones waiting to hydrate, or ones not drawn at all. */
function blocksNotWorking(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((element) => element.localName.startsWith('ss-'))
      .filter((element) => {
        const root = [...(element.shadowRoot?.children ?? [])].find((child) => child.hasAttribute('data-ss-root'));
        // A block inside a popup that has not opened is not drawn yet; one outside must be.
        if (!root) return element.closest('ss-popup') === null;
        return root.getAttribute('data-ss-root') === 'server';
      })
      .map((element) => element.localName),
  );
}

test.describe('strict Content-Security-Policy', () => {
  test('pages are served with the hashes of their inline scripts, strict-dynamic and Trusted Types: the same bytes for every visitor', async ({ request }) => {
    const first = await request.get('/index.html');
    const second = await request.get('/index.html');
    const policy = first.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src( 'sha256-[A-Za-z0-9+/]{43}=')+ 'strict-dynamic'/);
    expect(policy).not.toContain('nonce');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("require-trusted-types-for 'script'");
    expect(policy).toMatch(/trusted-types sitestack sitestack-page 'allow-duplicates'(;|$)/);
    // No other site frames a page (issue 46).
    expect(policy).toContain("frame-ancestors 'self'");
    expect(first.headers()['x-frame-options']).toBe('SAMEORIGIN');
    // A shared page: the same policy and bytes the next time, for anyone.
    expect(second.headers()['content-security-policy']).toBe(policy);
    expect(await second.text()).toBe(await first.text());
    // The loader tag became a hashed inline loader.
    expect(await first.text()).not.toMatch(/<script[^>]*\ssrc=/);
  });

  for (const path of DEMO_PAGES.flatMap((page) => [page, `/plain${page}`])) {
    test(`${path}: every block works with zero violations`, async ({ page }) => {
      await countViolations(page);
      const log = watchConsole(page);
      const response = await page.goto(path);
      expect(response!.headers()['content-security-policy']).toMatch(/'sha256-[^']+' 'strict-dynamic'/);
      await visitEveryBlock(page);
      await expect.poll(() => blocksNotWorking(page), { timeout: 15_000 }).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
      expect(log.errors.filter((line) => /Content Security Policy|Trusted Type/i.test(line))).toEqual([]);
    });
  }

  test("a page's module script after the loader still runs after it, when the loader arrives late", async ({ page }) => {
    await countViolations(page);
    // The loader held back past the end of parsing: the page's own module (consent.html wires
    // its "Your choice" line to window.Sitestack) must still find it.
    await page.route('**/dist/sitestack.js', async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({ response });
    });
    await page.goto('/consent.html');
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
    await expect(page.locator('#consent-state')).toHaveText('accepted');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });

  test('click-to-load embed content and a video player load under the policy', async ({ page }) => {
    await countViolations(page);
    // The provider is not reachable from tests: answer its player URL with a blank page.
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Player</title>' }));
    await page.goto('/content.html');
    await page.getByRole('button', { name: 'Load embedded content: Café tour video' }).click();
    await expect(page.locator('ss-embed').locator('iframe[title="Café tour video"]')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    await page.goto('/gallery.html');
    const video = page.locator('ss-video#video');
    await video.scrollIntoViewIfNeeded();
    await video.getByRole('button', { name: 'Play video: A morning at Harbour Café' }).click();
    await expect(video.locator('iframe[part~="embed"]')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
});

import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium-path.mjs';
import { watchConsole } from './console.js';

/**
 * A page on another site than its site API, in a browser that keeps the API's cookies from it
 * (third-party cookies blocked; over http a SameSite=Lax cookie never rides a cross-site request
 * either): the crumb the API signed, the cart pass the page keeps in its own storage and the
 * one-time checkout code it posts stand in for the cookies (docs/embedding.md); the cart's token
 * never reaches the page (issue 46). The page is served from
 * http://localhost:PORT+1 (a site of its own), the API from http://127.0.0.1:PORT, whose
 * ALLOWED_ORIGINS lets the page in (playwright.config.ts).
 */
let host: Server;
let page$ = '';
test.beforeAll(async ({ baseURL }) => {
  const port = Number(new URL(baseURL!).port) + 1;
  host = createServer((_request, reply) => reply.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page$));
  await new Promise<void>((resolve) => host.listen(port, '127.0.0.1', resolve));
});
test.afterAll(async () => new Promise<void>((resolve) => host.close(() => resolve())));

test.use({ launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_ARGS, '--test-third-party-cookie-phaseout'] } });

test('forms, cart, checkout and a moved block work on a page of another site without third-party cookies', async ({ page, baseURL }) => {
  const api = new URL(baseURL!).origin;
  const pageOrigin = `http://localhost:${Number(new URL(api).port) + 1}`;
  const console$ = watchConsole(page);
  page$ = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Harbour shop on another site</title>
    <script type="application/json" id="ss-context">{"website":{"id":"w1","siteTitle":"Harbour Café"},"apiBase":"${api}"}</script>
    <script type="module" src="${api}/dist/sitestack.js"></script></head>
    <body><main>
      <ss-product product-id="harbour-blend" heading-level="2"></ss-product>
      <ss-cart></ss-cart>
      <div id="faq-slot"><ss-accordion id="faq" heading-level="2"><details><summary>Do you roast your own beans?</summary><p>Every Tuesday.</p></details><details><summary>Can I bring my dog?</summary><p>Yes, on the terrace.</p></details></ss-accordion></div>
      <div id="elsewhere"></div>
      <ss-newsletter id="letter"><script type="application/json">{"formId":"demo-newsletter","name":"Newsletter","submitButtonText":"Subscribe","successMessage":"You're on the list.","fields":[{"id":"email","type":"email","title":"Email","required":true}]}</script></ss-newsletter>
    </main></body></html>`;
  await page.goto(`${pageOrigin}/shop`);

  // The newsletter posts with the signed crumb as its only credential.
  const letter = page.locator('#letter');
  await letter.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await letter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(letter.getByText("You're on the list.")).toBeVisible();

  // The cart is kept by the page as a pass (never the cart's token) and sent in a header.
  const product = page.locator('ss-product');
  await product.getByLabel('Size').selectOption('250 g');
  await product.getByLabel('Grind').selectOption('Whole bean');
  await product.getByRole('button', { name: 'Add to cart' }).click();
  await expect(product.getByRole('status')).toHaveText('Added to cart.');
  await product.getByRole('button', { name: 'Add to cart' }).click();
  const cart = page.locator('ss-cart');
  await expect(cart.getByRole('spinbutton', { name: 'Quantity: Harbour Blend Coffee Beans' })).toHaveValue('2');
  const kept = await page.evaluate(() => ({ pass: localStorage.getItem('ss-cart-pass'), token: localStorage.getItem('ss-cart-token'), html: document.documentElement.outerHTML }));
  expect(kept.pass).toMatch(/^cart_[0-9a-f]{32}\.[0-9a-z]+\.[\w-]{22}$/);
  expect(kept.token).toBeNull();
  expect(kept.html).not.toContain(kept.pass!);
  // The browser really did keep the API's cookies from this page.
  expect((await page.context().cookies(api)).map((cookie) => cookie.name)).not.toContain('ss_cart');

  await page.reload();
  await expect(page.locator('ss-cart').getByRole('spinbutton', { name: 'Quantity: Harbour Blend Coffee Beans' })).toHaveValue('2');

  // A block the page moves keeps what the visitor did.
  const faq = page.locator('#faq');
  await faq.getByRole('button', { name: 'Can I bring my dog?' }).click();
  await expect(faq.getByText('Yes, on the terrace.')).toBeVisible();
  await page.evaluate(() => document.querySelector('#elsewhere')!.append(document.querySelector('#faq')!));
  await expect(page.locator('#elsewhere > #faq')).toHaveCount(1);
  await expect(faq.getByRole('button', { name: 'Can I bring my dog?' })).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByRole('button', { name: 'Do you roast your own beans?' })).toHaveAttribute('aria-expanded', 'false');

  // Checkout is the site API's page, reached with the cart by a one-time code in a POST: no
  // address on the way names the cart, and the API's own cookie holds it there.
  const addresses: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) addresses.push(`${request.method()} ${request.url()}`);
  });
  await page.locator('ss-cart').getByRole('button', { name: 'Checkout' }).click();
  const back = `${pageOrigin}/shop`;
  await expect(page).toHaveURL(`${api}/commerce/goto-checkout?${new URLSearchParams({ from: back })}`);
  expect(addresses).toEqual([`POST ${api}/commerce/checkout-handoff`, `GET ${api}/commerce/goto-checkout?${new URLSearchParams({ from: back })}`]);
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  // Back to the page of the other site the order began on (issue 51).
  await expect(page.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', back);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your order is recorded' })).toBeVisible();
  expect(console$.errors).toEqual([]);
});

test('analytics and a site member\'s session work on a page of another site without third-party cookies, and no write is refused', async ({ page, baseURL }) => {
  const api = new URL(baseURL!).origin;
  const pageOrigin = `http://localhost:${Number(new URL(api).port) + 1}`;
  const email = `member-${Date.now()}@example.com`;
  const created = await page.request.post(`${api}/api/owner/site-users`, {
    headers: { authorization: `Bearer ${process.env.OWNER_TOKEN}` },
    data: { email, password: 'correct horse battery' },
  });
  expect(created.status()).toBe(201);
  const console$ = watchConsole(page);
  const replies: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === api && url.pathname.startsWith('/api/')) replies.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
  });
  page$ = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Members on another site</title>
    <script type="application/json" id="ss-context">{"website":{"id":"w1","siteTitle":"Harbour Café"},"apiBase":"${api}"}</script>
    <script type="module" src="${api}/dist/sitestack.js"></script></head>
    <body><main><h1>Members</h1><ss-product product-id="harbour-blend" heading-level="2"></ss-product></main></body></html>`;
  const visitorsToday = async () => {
    const report = await page.request.get(`${api}/api/owner/stats/report?days=1`, { headers: { authorization: `Bearer ${process.env.OWNER_TOKEN}` } });
    return ((await report.json()) as { totals: { visitors: number } }).totals.visitors;
  };
  const visitorsBefore = await visitorsToday();
  await page.goto(`${pageOrigin}/members`);

  // The pageview reaches the API with the crumb the API signed for this page.
  await expect.poll(() => replies.filter((reply) => reply.startsWith('POST /api/census/RecordHit')), { timeout: 15_000 }).toEqual(['POST /api/census/RecordHit 200']);
  // The owner's stats count this visitor (issue 51: the API's own visitor cookie never reaches it
  // from another site; the id the hit carries does). Distinct visitors of today, before and after.
  await expect.poll(async () => (await visitorsToday()) - visitorsBefore, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);

  // A cart first, so the session's writes also name it.
  const product = page.locator('ss-product');
  await product.getByLabel('Size').selectOption('250 g');
  await product.getByLabel('Grind').selectOption('Whole bean');
  await product.getByRole('button', { name: 'Add to cart' }).click();
  await expect(product.getByRole('status')).toHaveText('Added to cart.');

  const signedIn = await page.evaluate(
    async ({ credentials, api }) => {
      const session = await window.Sitestack!.siteUser();
      await session.login(credentials);
      const account = await fetch(`${api}/api/site-users/account`, { headers: session.headers(), credentials: 'include' }).then((reply) => reply.json());
      return { account, stored: sessionStorage.getItem('ss-siteuser-session'), xsrf: sessionStorage.getItem('ss-siteuser-xsrf') };
    },
    { credentials: { email, password: 'correct horse battery' }, api },
  );
  // A block's later write carries the member's tokens (spec 03 §4: "sent on later requests").
  const cartWrite = page.waitForRequest((request) => request.url().startsWith(`${api}/api/commerce/`) && request.method() === 'POST');
  await product.getByRole('button', { name: 'Add to cart' }).click();
  await expect(product.getByRole('status')).toHaveText('Added to cart.');
  const written = await (await cartWrite).allHeaders();
  expect([written['x-siteuser-xsrf-token'], written['x-sitestack-session']]).toEqual([signedIn.xsrf, signedIn.stored]);
  const outcome = {
    ...signedIn,
    after: await page.evaluate(async () => {
      const session = await window.Sitestack!.siteUser();
      await session.logout();
      return session.headers();
    }),
  };
  // The session is kept by the page and sent in a header; after sign-out it names nothing.
  expect(outcome.stored).toMatch(/^[\w-]{20,}$/);
  expect(outcome.account).toMatchObject({ email });
  expect(outcome.after).toEqual({});
  expect((await page.request.get(`${api}/api/site-users/account`, { headers: { 'x-sitestack-session': outcome.stored! } })).status()).toBe(401);
  expect((await page.context().cookies(api)).map((cookie) => cookie.name)).not.toContain('ss_siteuser');

  // Every write went through at the first try: the crumb was asked for with the cart and the
  // session it is bound to before the first write that named them.
  expect(replies.filter((reply) => / 403$/.test(reply))).toEqual([]);
  expect(replies).toContain('DELETE /api/site-users/account/session 200');
  expect(console$.errors).toEqual([]);
});

import { expect, test, type APIResponse, type Browser, type Page, type Response } from '@playwright/test';

/**
 * The site behind a real edge cache (issue 49): Varnish with integrations/varnish/sitestack.vcl in
 * front of the site server, both started by scripts/varnish-ci.sh. Visitors use VARNISH_URL; the
 * tests read the server itself at ORIGIN_URL only to check what it told the cache.
 *
 * Varnish says how it answered: `X-Varnish` holds two ids on a hit (this request's and the one
 * that fetched the copy) and one when the request went to the server, and the VCL's `X-Cache` says
 * HIT, MISS (fetched and kept) or PASS (fetched, not kept).
 */
const VARNISH = process.env.VARNISH_URL ?? '';
const ORIGIN = process.env.ORIGIN_URL ?? '';
const OWNER = { authorization: `Bearer ${process.env.OWNER_TOKEN ?? ''}` };

test.beforeAll(() => {
  if (!VARNISH || !ORIGIN) throw new Error('VARNISH_URL and ORIGIN_URL are unset: run this test with scripts/varnish-ci.sh');
});

type Answer = APIResponse | Response;
const header = (answer: Answer, name: string) => answer.headers()[name.toLowerCase()];
const varnishIds = (answer: Answer) => (header(answer, 'x-varnish') ?? '').trim().split(/\s+/).filter(Boolean);

/** Served from Varnish's copy: two ids in X-Varnish, and the VCL says HIT. */
function expectHit(answer: Answer, what: string): void {
  expect({ what, xCache: header(answer, 'x-cache'), ids: varnishIds(answer).length }).toEqual({ what, xCache: 'HIT', ids: 2 });
}

/** Went to the server and was not kept. */
function expectPassedToServer(answer: Answer, what: string): void {
  expect({ what, xCache: header(answer, 'x-cache'), ids: varnishIds(answer).length }).toEqual({ what, xCache: 'PASS', ids: 1 });
}

const SHARED_PAGES = ['/', '/shop.html', '/consent.html', '/content.html', '/gallery.html', '/forms.html'];

test('shared pages are served from Varnish the second time, with no cookie, and carry no cache-only headers to the browser', async ({ playwright }) => {
  // A fresh client each time: no cookie kept from an earlier answer, as a first visit.
  for (const path of SHARED_PAGES) {
    const origin = await playwright.request.newContext();
    const fromServer = await origin.get(`${ORIGIN}${path}`);
    // What the server tells the cache (the contract the VCL is built on).
    expect({ path, status: fromServer.status(), setCookie: header(fromServer, 'set-cookie') }).toEqual({ path, status: 200, setCookie: undefined });
    expect(header(fromServer, 'cache-control'), path).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(header(fromServer, 'surrogate-key'), path).toMatch(/(^| )site( |$)/);
    expect(header(fromServer, 'etag'), path).toMatch(/^"[^"]+"$/);
    await origin.dispose();

    const visitors = [await playwright.request.newContext(), await playwright.request.newContext()];
    const first = await visitors[0]!.get(`${VARNISH}${path}`);
    const second = await visitors[1]!.get(`${VARNISH}${path}`);
    expect([first.status(), second.status()], path).toEqual([200, 200]);
    expectHit(second, path);
    for (const answer of [first, second]) {
      expect(header(answer, 'set-cookie'), path).toBeUndefined();
      // The keys and s-maxage were for Varnish, which is purged; the browser asks again each time.
      expect(header(answer, 'surrogate-key'), path).toBeUndefined();
      expect(header(answer, 'cache-tag'), path).toBeUndefined();
      expect(header(answer, 'cache-control'), path).toBe('public, max-age=0, must-revalidate');
    }
    expect(await second.text()).toBe(await first.text());
    // The browser's revalidation is answered by Varnish with a 304, without the server.
    const again = await visitors[1]!.get(`${VARNISH}${path}`, { headers: { 'if-none-match': header(second, 'etag')! } });
    expect(again.status(), path).toBe(304);
    for (const visitor of visitors) await visitor.dispose();
  }
});

test('a visitor\'s cookies and a campaign link\'s tracking parameters do not make another copy', async ({ playwright }) => {
  const warm = await playwright.request.newContext();
  await warm.get(`${VARNISH}/gallery.html`);
  await warm.dispose();
  const returning = await playwright.request.newContext({
    extraHTTPHeaders: { cookie: 'crumb=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA; ss_cvt=1; ss_cookie_consent=accepted' },
  });
  expectHit(await returning.get(`${VARNISH}/gallery.html`), 'with cookies');
  expectHit(await returning.get(`${VARNISH}/gallery.html?utm_source=newsletter&utm_medium=email&gclid=abc&fbclid=def`), 'with tracking parameters');
  await returning.dispose();
});

test('an owner\'s price change is on the next view through Varnish within one second', async ({ playwright, page }) => {
  const variant = `${VARNISH}/api/owner/products/harbour-blend/variants/harbour-250-whole`;
  const visitor = await playwright.request.newContext();
  try {
    await visitor.get(`${VARNISH}/shop.html`);
    const cached = await visitor.get(`${VARNISH}/shop.html`);
    expectHit(cached, 'the shop page before the change');
    // The card shows the lowest price of the product's variants: 1400 cents.
    expect(await cached.text()).toContain('from $14.00');
    const keys = header(await visitor.get(`${ORIGIN}/shop.html`), 'surrogate-key') ?? '';
    expect(keys.split(' ')).toContain('product:harbour-blend');

    // Cheaper than every other variant, so the card's "from" price changes.
    const changed = await visitor.put(variant, { headers: OWNER, data: { price: 1250 } });
    expect(changed.status(), await changed.text()).toBeLessThan(300);
    expectPassedToServer(changed, 'the owner write');
    const started = Date.now();
    let body = '';
    while (Date.now() - started <= 1000) {
      body = await (await visitor.get(`${VARNISH}/shop.html`)).text();
      if (body.includes('from $12.50')) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(body, 'the shop page through Varnish one second after the price change').toContain('from $12.50');
    expect(body).not.toContain('from $14.00');
    // A browser's next view draws the new price too.
    await page.goto('/shop.html');
    await expect(page.locator('ss-product[product-id="harbour-blend"][layout="card"]')).toContainText('from $12.50');
    expectHit(await visitor.get(`${VARNISH}/shop.html`), 'the shop page after the change, kept again');
  } finally {
    await visitor.put(variant, { headers: OWNER, data: { price: 1400 } });
    await visitor.dispose();
  }
});

/** A page's navigation answer, after the page's blocks are up. */
async function visit(page: Page, path: string): Promise<Response> {
  const answer = await page.goto(path);
  expect(answer?.status(), path).toBe(200);
  await page.waitForFunction(() => typeof window.Sitestack === 'object');
  return answer!;
}

/** Adds `quantity` 1 kg bags of Harbour Blend to the visitor's cart, as a shopper does. */
async function addHarbourBlend(page: Page, quantity: number, expectedCount: string): Promise<void> {
  await visit(page, '/shop.html');
  const product = page.locator('#product-harbour-blend');
  await expect(product.getByText('from $14.00')).toBeVisible();
  await product.getByLabel('Size').selectOption('1 kg');
  await product.getByLabel('Grind').selectOption('Whole bean');
  await product.getByLabel('Quantity').fill(String(quantity));
  await product.getByRole('button', { name: 'Add to cart' }).click();
  await expect(product.getByRole('status')).toHaveText('Added to cart.');
  await expect(page.locator('ss-cart-count')).toContainText(expectedCount);
}

async function newVisitor(browser: Browser) {
  const context = await browser.newContext({ baseURL: VARNISH });
  return { context, page: await context.newPage() };
}

test('two visitors with different carts, members and cookie choices never see each other\'s state on the same cached pages', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const email = `member-${Date.now()}@example.com`;
  const created = await request.post(`${VARNISH}/api/owner/site-users`, { headers: OWNER, data: { email, password: 'correct horse battery' } });
  expect(created.status(), await created.text()).toBe(201);

  const a = await newVisitor(browser);
  const b = await newVisitor(browser);

  // A: one bag in the cart, cookies accepted, signed in as a member.
  await addHarbourBlend(a.page, 1, 'Cart, 1 item');
  await visit(a.page, '/consent.html');
  await a.page.getByRole('button', { name: 'Accept' }).click();
  await expect(a.page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  const account = await a.page.evaluate(async (credentials) => {
    const session = await window.Sitestack!.siteUser();
    await session.login(credentials);
    return fetch('/api/site-users/account', { headers: session.headers() }).then((reply) => reply.json());
  }, { email, password: 'correct horse battery' });
  expect(account).toMatchObject({ email });

  // B: three bags, cookies declined, not signed in.
  await addHarbourBlend(b.page, 3, 'Cart, 3 items');
  await visit(b.page, '/consent.html');
  await b.page.getByRole('button', { name: 'Decline' }).click();
  await expect(b.page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();

  // Each visitor, on the same pages served from Varnish's one copy, sees only their own state.
  for (const path of ['/shop.html', '/consent.html']) {
    const seenByA = await visit(a.page, path);
    const seenByB = await visit(b.page, path);
    expectHit(seenByB, `${path} for the second visitor`);
    const [bodyA, bodyB] = [await seenByA.text(), await seenByB.text()];
    expect(bodyA === bodyB, `${path}: both visitors got the same shared bytes`).toBe(true);
    expect(bodyA).not.toContain(email);
    expect(header(seenByA, 'set-cookie')).toBeUndefined();
    expect(header(seenByB, 'set-cookie')).toBeUndefined();
    if (path === '/shop.html') {
      await expect(a.page.locator('ss-cart-count')).toContainText('Cart, 1 item');
      await expect(b.page.locator('ss-cart-count')).toContainText('Cart, 3 items');
    }
    // Neither visitor is asked again; the choice each made stays theirs.
    await expect(a.page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
    await expect(b.page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  }
  const consentOf = async (page: Page) => (await page.context().cookies()).filter((cookie) => /consent/i.test(cookie.name)).map((cookie) => cookie.value);
  expect(await consentOf(a.page)).not.toEqual(await consentOf(b.page));

  // The member is A's alone: B and a new visitor are nobody, through the same cache.
  const whoIs = (page: Page) => page.evaluate(() => fetch('/api/site-users/account').then(async (reply) => ({ status: reply.status, body: (await reply.json()) as unknown })));
  expect(await whoIs(a.page)).toMatchObject({ status: 200, body: { email } });
  expect((await whoIs(b.page)).status).toBe(401);

  // A new visitor gets the same cached pages with an empty cart, the banner and no member.
  const c = await newVisitor(browser);
  const seenByC = await visit(c.page, '/consent.html');
  expectHit(seenByC, '/consent.html for a new visitor');
  await expect(c.page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  expect((await whoIs(c.page)).status).toBe(401);
  await visit(c.page, '/shop.html');
  await expect(c.page.locator('ss-cart-count')).not.toContainText(/Cart, [13] items?/);
  expect(await c.page.locator('ss-cart-count').textContent()).not.toMatch(/Cart, [1-9]/);

  for (const visitor of [a, b, c]) await visitor.context.close();
});

test('owner pages, the API, the checkout and writes always reach the server', async ({ request }) => {
  const twice = async (what: string, send: () => Promise<APIResponse>) => {
    for (const answer of [await send(), await send()]) expectPassedToServer(answer, what);
  };
  await twice('GET /stats', () => request.get(`${VARNISH}/stats`));
  await twice('GET /api/owner/stats', () => request.get(`${VARNISH}/api/owner/stats`, { headers: OWNER }));
  await twice('GET /api/commerce/cart', () => request.get(`${VARNISH}/api/commerce/cart`));
  await twice('GET /checkout/donate', () => request.get(`${VARNISH}/checkout/donate?donatePageId=harbour-clean-up`));
  await twice('PUT owner variant price', () =>
    request.put(`${VARNISH}/api/owner/products/harbour-blend/variants/harbour-250-whole`, { headers: OWNER, data: { price: 1400 } }),
  );
  const crumb = ((await (await request.get(`${VARNISH}/api/crumb`)).json()) as { crumb: string }).crumb;
  await twice('POST /api/commerce/cart/entries', () =>
    request.post(`${VARNISH}/api/commerce/cart/entries?crumb=${encodeURIComponent(crumb)}`, { data: { productId: 'gift-card', variantId: 'gift-25', quantity: 1 } }),
  );
  // A write's answer is the server's, each time: the cart grows.
  const cart = (await (await request.get(`${VARNISH}/api/commerce/cart`)).json()) as Record<string, unknown>;
  expect(JSON.stringify(cart)).toMatch(/gift-25/);
});

test('a purge must name its keys plainly', async ({ request }) => {
  // (The test runs on loopback, which the VCL's ACL lets purge.) Nothing but a list of keys may
  // reach the ban's expression.
  const refused = await request.fetch(`${VARNISH}/`, { method: 'PURGE', headers: { 'surrogate-key': 'site"; obj.http.x ~ .' } });
  expect(refused.status()).toBe(400);
  const missing = await request.fetch(`${VARNISH}/`, { method: 'PURGE' });
  expect(missing.status()).toBe(400);
});

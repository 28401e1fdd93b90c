import { expect, test, type Page, type Request } from '@playwright/test';
import { LOADER, page as html, servePage, watchConsole } from './console.js';
import { expectNoLayoutShift, layoutShifts, watchLayoutShifts } from './layout-shifts.js';

const TRACKING_PATHS = ['/api/census/', '/api/1/performance/', '/api/v1/events', '/api/events/'];
const isTracking = (request: Request) => TRACKING_PATHS.some((path) => new URL(request.url()).pathname.startsWith(path));
const TRACKING_COOKIE = /^(ss_cv|ss_marketing_id|ss_analytics)/;

const context = (cookieSettings: Record<string, unknown>) =>
  `<script type="application/json" id="ss-context">${JSON.stringify({ website: { id: 'consent-e2e' }, templateId: 't1', cookieSettings })}</script>`;

const restrictive = { isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true, cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerCtaVariant: 'BUTTON' };

async function open(page: Page, path: string, body = '<ss-cookie-banner></ss-cookie-banner>', settings: Record<string, unknown> = restrictive) {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (isTracking(request)) requests.push(request);
  });
  await servePage(page, path, html(context(settings) + LOADER, `<h1>Welcome</h1><p>Our menu.</p>${body}`));
  await page.goto(path);
  return requests;
}

async function trackingCookies(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((cookie) => cookie.name).filter((name) => TRACKING_COOKIE.test(name));
}

/** Analytics starts at idle time: give it that time before asserting that nothing happened. */
const idle = (page: Page) => page.waitForTimeout(2500);

test.describe('consent under a restrictive policy', () => {
  test('writes no analytics cookie and sends no beacon before consent; clears the ones from earlier visits', async ({ page, baseURL }) => {
    const log = watchConsole(page);
    await page.context().addCookies(
      ['ss_cvr', 'ss_cvisit', 'ss_cvt', 'ss_marketing_id', 'ss_analytics_id'].map((name) => ({ name, value: 'old', url: baseURL! })),
    );
    const requests = await open(page, '/consent-before.html');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await idle(page);
    expect(await trackingCookies(page)).toEqual([]);
    expect(requests.map((r) => r.url())).toEqual([]);
    expect(log.errors).toEqual([]);
  });

  test('after Accept: the consent cookie, then the analytics cookies and the pageview beacon', async ({ page }) => {
    const requests = await open(page, '/consent-accept.html');
    await idle(page);
    expect(requests).toHaveLength(0);
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
    const consent = (await page.context().cookies()).find((cookie) => cookie.name === 'ss_cookie_consent');
    expect(consent?.value).toBe('true');
    // 30 days (spec 01 §9), within a minute.
    expect(Math.abs(consent!.expires - (Date.now() / 1000 + 30 * 24 * 3600))).toBeLessThan(60);
    await expect.poll(() => requests.some((r) => new URL(r.url()).pathname === '/api/census/RecordHit'), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => trackingCookies(page)).not.toEqual([]);

    // Next page: the choice holds, the banner stays away, tracking runs.
    const next = await open(page, '/consent-accept-2.html');
    await expect.poll(() => next.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  });

  test('after Decline: no analytics cookie left and no beacon, on this page and the next', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'ss_cvr', value: 'old', url: baseURL! }]);
    const requests = await open(page, '/consent-decline.html');
    await page.getByRole('button', { name: 'Decline' }).click();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'ss_cookie_consent')?.value).toBe('false');
    await idle(page);
    expect(await trackingCookies(page)).toEqual([]);
    const next = await open(page, '/consent-decline-2.html');
    await idle(page);
    expect(await trackingCookies(page)).toEqual([]);
    expect([...requests, ...next]).toHaveLength(0);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  });

  test('Sitestack.consent works on a page with no banner: decline clears what accept allowed', async ({ page }) => {
    const requests = await open(page, '/consent-api.html', '');
    const changes: boolean[] = [];
    await page.exposeFunction('recordChange', (accepted: boolean) => changes.push(accepted));
    await page.evaluate(() => document.addEventListener('ss-consent-change', (event) => (window as unknown as { recordChange(a: boolean): void }).recordChange((event as CustomEvent).detail.accepted)));
    expect(await page.evaluate(async () => (await window.Sitestack!.consent()).choice)).toBeNull();
    await page.evaluate(async () => (await window.Sitestack!.consent()).accept());
    await expect.poll(() => requests.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => trackingCookies(page)).not.toEqual([]);
    await page.evaluate(async () => (await window.Sitestack!.consent()).decline());
    expect(await trackingCookies(page)).toEqual([]);
    expect(changes).toEqual([true, false]);
  });
});

test.describe('the other policy flags (spec 01 §3)', () => {
  test('visitor data restricted: no analytics cookie and no beacon, even after Accept', async ({ page }) => {
    const requests = await open(page, '/consent-restricted-data.html', undefined, { ...restrictive, isVisitorDataRestricted: true });
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'ss_cookie_consent')?.value).toBe('true');
    await idle(page);
    expect(await trackingCookies(page)).toEqual([]);
    expect(requests.map((r) => r.url())).toEqual([]);
    expect(await page.evaluate(async () => (await window.Sitestack!.consent()).trackingAllowed)).toBe(false);
  });

  test('an absolute restrictive policy waits for Accept even with the plain flag off', async ({ page }) => {
    const absolute = { ...restrictive, isRestrictiveCookiePolicyEnabled: false, isRestrictiveCookiePolicyAbsolute: true };
    const requests = await open(page, '/consent-absolute.html', undefined, absolute);
    await idle(page);
    expect(await trackingCookies(page)).toEqual([]);
    expect(requests).toHaveLength(0);
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => requests.some((r) => new URL(r.url()).pathname === '/api/census/RecordHit'), { timeout: 10_000 }).toBe(true);
  });
});

test.describe('the popup overlay (spec 01 §7 census overlay, §9)', () => {
  const popupBody = `<ss-popup overlay-id="spring"><h2>Join our list</h2><p>Ten percent off.</p></ss-popup>`;
  const popupSettings = { websiteSettings: { popupOverlaySettings: { style: 'light', version: 3, displayFrequency: 7 } } };
  const popupPage = (cookieSettings: Record<string, unknown>) =>
    `<script type="application/json" id="ss-context">${JSON.stringify({ website: { id: 'consent-e2e' }, templateId: 't1', cookieSettings, ...popupSettings })}</script>`;
  const overlayCalls = (requests: Request[]) =>
    requests.filter((r) => new URL(r.url()).pathname === '/api/census/overlay').map((r) => new URLSearchParams(r.postData() ?? '').get('event'));

  test('records view and close with the census when tracking is allowed', async ({ page, baseURL }) => {
    const log = watchConsole(page);
    // The site's own pages set the crumb cookie (server/app.ts); this page is served by the test,
    // so the crumb (one the server signed: it takes no other) is asked for here.
    expect((await page.request.get(`${baseURL}/api/crumb`)).ok()).toBe(true);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await servePage(page, '/popup-census.html', html(popupPage({}) + LOADER, popupBody));
    await page.goto('/popup-census.html');
    const dialog = page.getByRole('dialog', { name: 'Join our list' });
    await expect(dialog).toBeVisible({ timeout: 5000 });
    await expect.poll(() => overlayCalls(requests), { timeout: 10_000 }).toEqual(['view']);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => overlayCalls(requests), { timeout: 10_000 }).toEqual(['view', 'close']);
    const view = new URLSearchParams(requests.find((r) => new URL(r.url()).pathname === '/api/census/overlay')!.postData() ?? '');
    expect(view.get('overlayId')).toBe('spring');
    expect(log.errors).toEqual([]);
  });

  test('sends no overlay census under a restrictive policy before consent', async ({ page }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await servePage(page, '/popup-restricted.html', html(popupPage({ isRestrictiveCookiePolicyEnabled: true }) + LOADER, popupBody));
    await page.goto('/popup-restricted.html');
    const dialog = page.getByRole('dialog', { name: 'Join our list' });
    await expect(dialog).toBeVisible({ timeout: 5000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await idle(page);
    expect(overlayCalls(requests)).toEqual([]);
  });
});

test.describe('the Privacy demo page', () => {
  test('the popup waits for the cookie choice: the banner is never covered or inert, and the popup opens after the choice', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/consent.html');
    const popup = page.getByRole('dialog', { name: 'Join the Harbour list' });
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
    // Well past the popup's 1.5 s delay it still waits, and the banner takes a real click.
    await page.waitForTimeout(2500);
    await expect(popup).toBeHidden();
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    await expect(page.locator('#consent-state')).toHaveText('accepted');
    // Then the popup follows its own rules: it opens after its delay, modal, content slotted.
    await expect(popup).toBeVisible({ timeout: 5000 });
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Join the Harbour list' })).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    // The popup stays away on the next page (closed, displayFrequency 7 days).
    await page.reload();
    await page.waitForTimeout(2000);
    await expect(popup).toBeHidden();
    expect(log.errors).toEqual([]);
  });

  test('with the cookie choice already made, the popup opens on its own delay', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'ss_cookie_consent', value: 'false', url: baseURL! }]);
    await page.goto('/consent.html');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Join the Harbour list' })).toBeVisible({ timeout: 5000 });
  });
});

test.describe('Escape key, owner logout and layout', () => {
  const owner = `<script type="application/json" id="ss-context">${JSON.stringify({ website: { id: 'w1' }, authenticatedAccount: { id: 'owner-1' }, websiteRoles: { '1': true } })}</script>`;

  test('Shift+Escape logs a signed-in owner out and the site root says "Logout Successful"', async ({ page }) => {
    const log = watchConsole(page);
    await page.context().addCookies([{ name: 'ss_lastid', value: '%7B%22websiteId%22%3A%22w1%22%7D', url: 'http://127.0.0.1' }]);
    await servePage(page, '/owner-page.html', html(owner + LOADER, '<h1>Owner view</h1>'));
    const logoutCall = page.waitForRequest((request) => request.url().includes('/api/auth/Logout') && request.method() === 'POST');
    await page.goto('/owner-page.html');
    // On 127.0.0.1 the owner redirect is skipped (spec 01 §2 localhost rule): the page stays.
    await page.waitForFunction(() => typeof window.Sitestack === 'object');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/owner-page.html');
    await page.keyboard.press('Shift+Escape');
    await logoutCall;
    await page.waitForURL((url) => url.pathname === '/');
    const dialog = page.getByRole('alertdialog', { name: 'Logout Successful' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You have been successfully logged out.');
    expect(new URL(page.url()).search).toBe('');
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'ss_lastid')).toBe(false);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    expect(log.errors).toEqual([]);
  });

  test('Escape sends a signed-in owner to the config area with the page as frameUrl', async ({ page }) => {
    await page.route('**/owner-escape.html?tab=menu', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html(owner + LOADER, '<h1>Owner view</h1>') }));
    await page.goto('/owner-escape.html?tab=menu');
    await page.waitForFunction(() => typeof window.Sitestack === 'object');
    await page.waitForTimeout(500);
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/config/');
    expect(new URL(page.url()).searchParams.get('frameUrl')).toBe('/owner-escape.html?tab=menu');
  });

  test('with Escape-login on, an anonymous visitor\'s Escape opens the login with account creation disabled', async ({ page }) => {
    const anonymous = `<script type="application/json" id="ss-context">${JSON.stringify({ website: { id: 'w1' }, websiteSettings: { useEscapeKeyToLogin: true } })}</script>`;
    await servePage(page, '/escape-login.html', html(anonymous + LOADER, '<h1>Welcome</h1>'));
    await page.goto('/escape-login.html');
    await page.waitForFunction(() => typeof window.Sitestack === 'object');
    await page.waitForTimeout(500);
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/config/');
    const url = new URL(page.url());
    expect(url.searchParams.get('frameUrl')).toBe('/escape-login.html');
    expect(url.searchParams.get('accountCreation')).toBe('disabled');
  });

  test('the Privacy demo page upgrades its bars with no layout shift', async ({ page }) => {
    await watchLayoutShifts(page);
    await page.goto('/consent.html');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
    // The popup waits for the cookie choice; every overlay is then up, and nothing moved.
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('dialog', { name: 'Join the Harbour list' })).toBeVisible({ timeout: 5000 });
    await expectNoLayoutShift(page);
  });

  test('a bar dismissed earlier in the session reserves no space on the next page (zero layout shift)', async ({ page }) => {
    const log = watchConsole(page);
    await watchLayoutShifts(page);
    const barContext = `<script type="application/json" id="ss-context">${JSON.stringify({ website: { id: 'w1' }, showAnnouncementBar: true })}</script>`;
    const body = '<ss-announcement-bar dismissible>Spring menu is here. <a href="/">See it</a></ss-announcement-bar><h1 id="title">Welcome</h1>';
    await servePage(page, '/bar-dismiss.html', html(barContext + '<link rel="stylesheet" href="/dist/sitestack.css">' + LOADER.replace('<script ', '<script blocking="render" '), body));
    await page.goto('/bar-dismiss.html');
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar).toBeVisible();
    await page.getByRole('button', { name: 'Close announcement' }).click();
    await expect(bar).toBeHidden();

    // Next page, same session: the bar is known dismissed before its chunk arrives. The loader tag
    // carries blocking="render" (as docs/elements.md advises for pages with a dismissible bar), so the
    // loader marks the bar before the first paint.
    // (The bar's code is in the overlays chunk, rollup.config.mjs BLOCK_FAMILIES.)
    await page.route('**/chunks/overlays-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.reload();
    const titleTop = () => page.locator('#title').evaluate((el) => el.getBoundingClientRect().top);
    const before = await titleTop();
    expect(await page.evaluate(() => customElements.get('ss-announcement-bar'))).toBeUndefined();
    await page.waitForFunction(() => customElements.get('ss-announcement-bar') !== undefined);
    await page.waitForTimeout(300);
    expect(await titleTop()).toBe(before);
    expect(before).toBeLessThan(30);
    await expect(bar).toBeHidden();
    expect(await layoutShifts(page)).toEqual([]);
    expect(log.errors).toEqual([]);
  });
});

test('a site member signs in and out through Sitestack.siteUser() (spec 03 §4 xsrfToken)', async ({ page }) => {
  const email = `member-${Date.now()}@example.com`;
  const created = await page.request.post('/api/owner/site-users', {
    headers: { authorization: `Bearer ${process.env.OWNER_TOKEN}` },
    data: { email, password: 'correct horse battery' },
  });
  expect(created.status()).toBe(201);
  const log = watchConsole(page);
  await page.goto('/');
  const outcome = await page.evaluate(async (credentials) => {
    const heard: boolean[] = [];
    document.addEventListener('ss-site-user-session', (event) => heard.push((event as CustomEvent<{ signedIn: boolean }>).detail.signedIn));
    const session = await window.Sitestack!.siteUser();
    await session.login(credentials);
    const token = session.xsrfToken;
    const account = await fetch('/api/site-users/account', { headers: session.headers() }).then((reply) => reply.json());
    await session.logout();
    return { heard, token, account, after: session.xsrfToken, same: (await window.Sitestack!.siteUser()) === session };
  }, { email, password: 'correct horse battery' });
  expect(outcome.token).toMatch(/^[\w-]{20,}$/);
  expect(outcome.account).toMatchObject({ email });
  expect(outcome).toMatchObject({ heard: [true, false], after: null, same: true });
  expect(log.errors).toEqual([]);
});

test.describe('the banner\'s own text (issue 16: the host page\'s link colour made it unreadable)', () => {
  /** WCAG contrast ratio of two `rgb(...)` colours. */
  function contrast(a: string, b: string): number {
    const luminance = (rgb: string) => {
      const [r, g, bl] = rgb.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
    };
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  }

  for (const theme of ['dark', 'light']) {
    test(`a link in the banner text is readable on the ${theme} banner, whatever colour the page gives links`, async ({ page }) => {
      const body = `<style>a { color: #0000ee } .entry a { color: #1e3a8a }</style><div class="entry"><ss-cookie-banner><p>We use cookies. <a href="/privacy">How we use them</a></p></ss-cookie-banner></div>`;
      await open(page, `/banner-link-${theme}.html`, body, { ...restrictive, cookieBannerTheme: theme.toUpperCase() });
      const link = page.locator('ss-cookie-banner a[href="/privacy"]');
      await expect(link).toBeVisible();
      const colours = await link.evaluate((a) => {
        const banner = a.closest('ss-cookie-banner')!.shadowRoot!.querySelector('[part~="base"]') ?? a.closest('ss-cookie-banner')!.shadowRoot!.firstElementChild!;
        return { link: getComputedStyle(a).color, background: getComputedStyle(banner as Element).backgroundColor };
      });
      expect(contrast(colours.link, colours.background)).toBeGreaterThanOrEqual(4.5);
    });
  }
});

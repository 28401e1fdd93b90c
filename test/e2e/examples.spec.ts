import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium-path.mjs';
import { watchConsole } from './console.js';

/**
 * The example apps of examples/ (docs/embedding.md "In a React or Vue app"), built with Vite the way a site
 * owner builds them, with the site API's address in VITE_SITESTACK_API. Each is served from
 * http://localhost:PORT+1 (a site of its own, allowed by the API's ALLOWED_ORIGINS in
 * playwright.config.ts), the API from http://127.0.0.1:PORT, in a browser that blocks
 * third-party cookies. The apps drive the blocks the way frameworks do: attributes and block
 * data from app state, a keyed list the app reorders, a block mounted and unmounted, events.
 */
const APPS = ['react', 'vue'] as const;
type App = (typeof APPS)[number];
const examples = fileURLToPath(new URL('../../examples/', import.meta.url));
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

let out = '';
let host: Server;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  const api = new URL(baseURL!).origin;
  out = await mkdtemp(join(tmpdir(), 'sitestack-examples-'));
  // Vite reads VITE_* settings from the environment before the app's .env file.
  const previous = process.env.VITE_SITESTACK_API;
  process.env.VITE_SITESTACK_API = api;
  try {
    for (const app of APPS) {
      await build({
        root: join(examples, app),
        base: `/${app}/`,
        // Vite's own cache in the temp dir too, so a test run leaves nothing behind.
        cacheDir: join(out, '.vite'),
        logLevel: 'warn',
        build: { outDir: join(out, app), emptyOutDir: true, minify: false, reportCompressedSize: false },
      });
    }
  } finally {
    if (previous === undefined) delete process.env.VITE_SITESTACK_API;
    else process.env.VITE_SITESTACK_API = previous;
  }
  // The built apps as a static host serves them: /react/ and /vue/, each an index.html and its assets.
  host = createServer((request, reply) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname));
    const file = join(out, path.endsWith('/') ? `${path}index.html` : path);
    readFile(file).then(
      (body) => reply.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => reply.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => host.listen(Number(new URL(api).port) + 1, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (host ? host.close(() => resolve()) : resolve()));
  if (out) await rm(out, { recursive: true, force: true });
});

test.use({ launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_ARGS, '--test-third-party-cookie-phaseout'] } });

async function open(page: Page, app: App, baseURL: string | undefined): Promise<void> {
  const pagePort = Number(new URL(baseURL!).port) + 1;
  await page.goto(`http://localhost:${pagePort}/${app}/`);
  await expect(page.getByRole('heading', { name: 'Harbour Café', level: 1 })).toBeVisible();
}

for (const app of APPS) {
  test.describe(`the ${app} example`, () => {
    test('blocks follow app state: an attribute, block data, and a block mounted and unmounted', async ({ page, baseURL }) => {
      const console$ = watchConsole(page);
      await open(page, app, baseURL);

      // An attribute bound to app state.
      const price = page.locator('ss-money [part~=base]');
      await expect(price).toHaveText('$14.00');
      await page.getByLabel('Prices in').selectOption('EUR');
      await expect(price).toHaveText('€14.00');

      // Block data from app state, as JSON in data-block-json.
      const gallery = page.locator('ss-gallery');
      await expect(gallery.locator('[part~=base]')).toHaveAttribute('data-design', 'grid');
      await expect(gallery.getByRole('img', { name: 'Latte art' })).toBeVisible();
      await expect(gallery.getByRole('button', { name: 'Next slide', exact: true })).toHaveCount(0);
      await page.getByLabel('Layout').selectOption('slideshow');
      await expect(gallery.locator('[part~=base]')).toHaveAttribute('data-design', 'slideshow');
      await expect(gallery.getByRole('group', { name: '1 of 3' })).toBeVisible();
      await gallery.getByRole('button', { name: 'Next slide', exact: true }).first().click();
      await expect(gallery.getByRole('group', { name: '2 of 3' })).toBeVisible();

      // A block the app unmounts and mounts again draws itself afresh and works.
      const hours = page.locator('#hours');
      await expect(hours.getByRole('button', { name: 'Opening hours' })).toHaveAttribute('aria-expanded', 'false');
      await page.getByLabel('Show opening hours').uncheck();
      await expect(hours).toHaveCount(0);
      await page.getByLabel('Show opening hours').check();
      await hours.getByRole('button', { name: 'Opening hours' }).click();
      await expect(hours.getByRole('button', { name: 'Opening hours' })).toHaveAttribute('aria-expanded', 'true');
      await expect(hours.getByText('Every day, 8 to 17.')).toBeVisible();
      expect(console$.errors).toEqual([]);
    });

    test('blocks in a keyed list keep what the visitor did when the app reorders them', async ({ page, baseURL }) => {
      const console$ = watchConsole(page);
      await open(page, app, baseURL);
      const faq = page.locator('#faq');
      const menu = page.locator('#menu');
      await faq.getByRole('button', { name: 'Can I bring my dog?' }).click();
      await expect(page.getByText('Last opened: FAQ item 2')).toBeVisible();
      await menu.getByRole('tab', { name: 'Drinks' }).click();
      await expect(page.getByText('Last opened: Menu: Drinks')).toBeVisible();

      const order = () => page.locator('.blocks > *').evaluateAll((blocks) => blocks.map((block) => block.id));
      expect(await order()).toEqual(['faq', 'menu']);
      await page.getByRole('button', { name: 'Swap menu and questions' }).click();
      await expect.poll(order).toEqual(['menu', 'faq']);

      await expect(faq.getByRole('button', { name: 'Can I bring my dog?' })).toHaveAttribute('aria-expanded', 'true');
      await expect(faq.getByText('Yes, on the terrace and inside.')).toBeVisible();
      await expect(faq.getByRole('button', { name: 'Do you roast your own beans?' })).toHaveAttribute('aria-expanded', 'false');
      await expect(menu.getByRole('tab', { name: 'Drinks' })).toHaveAttribute('aria-selected', 'true');
      await expect(menu.getByText('Flat white, $4')).toBeVisible();

      // Still interactive after the move.
      await page.getByRole('button', { name: 'Swap menu and questions' }).click();
      await expect.poll(order).toEqual(['faq', 'menu']);
      await menu.getByRole('tab', { name: 'Food' }).click();
      await expect(menu.getByText('Eggs on sourdough, $9')).toBeVisible();
      expect(console$.errors).toEqual([]);
    });

    test('the form submits, and the cart adds and checks out on the site API', async ({ page, baseURL }) => {
      const console$ = watchConsole(page);
      await open(page, app, baseURL);

      const letter = page.locator('#letter');
      await letter.getByRole('textbox', { name: 'Email' }).fill(`${app}@example.com`);
      await letter.getByRole('button', { name: 'Subscribe' }).click();
      await expect(letter.getByText("You're on the list.")).toBeVisible();
      await expect(page.getByText('See you in the next letter.')).toBeVisible();

      const product = page.locator('ss-product');
      await product.getByLabel('Size').selectOption('250 g');
      await product.getByLabel('Grind').selectOption('Whole bean');
      await product.getByRole('button', { name: 'Add to cart' }).click();
      await expect(product.getByRole('status')).toHaveText('Added to cart.');
      await expect(page.getByText('1 added in this visit')).toBeVisible();
      const cart = page.locator('ss-cart');
      await expect(cart.getByRole('spinbutton', { name: 'Quantity: Harbour Blend Coffee Beans' })).toHaveValue('1');
      expect(console$.errors).toEqual([]);

      await cart.getByRole('button', { name: 'Checkout' }).click();
      // The checkout links back to the app's page the order began on (issue 51).
      await expect(page).toHaveURL(new RegExp(`^${new URL(baseURL!).origin}/commerce/goto-checkout\\?from=`));
      await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', /^http:\/\/localhost:\d+\/(react|vue)\//);
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page.getByRole('heading', { name: 'Thank you, your order is recorded' })).toBeVisible();
      expect(console$.errors).toEqual([]);
    });
  });
}

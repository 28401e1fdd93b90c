import type { Page } from '@playwright/test';

/** Every console error and warning a page logs, and every uncaught page error. */
export function watchConsole(page: Page): { errors: string[]; warnings: string[] } {
  const log = { errors: [] as string[], warnings: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error') log.errors.push(message.text());
    if (message.type() === 'warning') log.warnings.push(message.text());
  });
  page.on('pageerror', (error) => {
    log.errors.push(`uncaught: ${error.message}`);
    // E2E_STACKS=1 prints where an uncaught error came from (a flaky one is hard to catch twice).
    if (process.env.E2E_STACKS) console.log(error.stack);
  });
  return log;
}

/** Serves `body` as an HTML page at `path` on the demo server's origin. */
export async function servePage(page: Page, path: string, body: string): Promise<void> {
  await page.route(`**${path}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body }));
}

export const page = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Test page</title>${head}</head><body><main>${body}</main></body></html>`;

export const LOADER = '<script type="module" src="/dist/sitestack.js"></script>';
export const CONTEXT = '<script type="application/json" id="ss-context">{"website":{"id":"w1"}}</script>';

/**
 * Brings every block of the page near the viewport in turn (so each one's hydration comes due),
 * then makes the cookie choice when a banner waits for one (a popup, and the blocks inside it,
 * wait for that choice).
 */
export async function visitEveryBlock(page: Page): Promise<void> {
  // Each step waits for a frame and then an idle period, at most two seconds each: a loaded
  // machine may give a page no idle period for a long time, and headless Chromium now and then
  // draws no frame for a while (a CI run waited 30 s for one). A step that got neither is printed.
  const waits = await page.evaluate(async () => {
    const steps: string[] = [];
    const frameWithin = (ms: number) =>
      new Promise<number | 'late'>((resolve) => {
        const late = setTimeout(() => resolve('late'), ms);
        requestAnimationFrame((time) => {
          clearTimeout(late);
          resolve(time);
        });
      });
    for (let y = 0; y <= document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      const frame = await frameWithin(2000);
      const idle = await new Promise<IdleDeadline>((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));
      if (frame === 'late') steps.push(`${Math.round(y)}: no frame`);
      if (idle.didTimeout) steps.push(`${Math.round(y)}: no idle period`);
    }
    return steps;
  });
  if (waits.length) console.log(`visitEveryBlock: ${page.url()} within 2 s: ${waits.join('; ')}`);
  const accept = page.locator('ss-cookie-banner').getByRole('button', { name: 'Accept' });
  if (await accept.isVisible()) await accept.click();
}

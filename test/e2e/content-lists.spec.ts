import { expect, test } from '@playwright/test';
import { watchConsole } from './console.js';
import { expectNoLayoutShift, watchLayoutShifts } from './layout-shifts.js';

test.describe('live music and search demo pages', () => {
  test('every block upgrades with its content from the site API, no layout shift and no console noise', async ({ page }) => {
    const log = watchConsole(page);
    await watchLayoutShifts(page);
    // Tall enough that every block is on screen, where a shift counts.
    await page.setViewportSize({ width: 1280, height: 4000 });
    await page.goto('/media.html');
    await page.evaluate(() =>
      Promise.all(['ss-audio', 'ss-chart', 'ss-tour-dates', 'ss-calendar', 'ss-collection-list', 'ss-search'].map((tag) => customElements.whenDefined(tag))),
    );
    await expect(page.getByRole('button', { name: 'Play Morning Tide' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tracks' }).getByRole('listitem')).toHaveCount(3);
    const tour = page.locator('ss-tour-dates');
    await expect(tour.locator('[part~="event"]')).toHaveCount(5);
    await expect(tour.getByRole('link', { name: /^Tickets: Copenhagen, Vega,/ })).toBeVisible();
    await expect(tour.getByText('Sold out')).toBeVisible();
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.locator('ss-chart canvas').first()).toHaveAttribute('aria-label', /^Tickets sold per month\. Bar chart of Club shows, Festivals by Month/);
    await expect(page.locator('ss-collection-list').first().locator('[part~="item"]')).toHaveCount(4);
    await expect(page.locator('ss-collection-list').nth(1).getByRole('heading', { name: 'Harbour Lights live in Stavanger' })).toBeVisible();
    await expect(page.locator('ss-calendar [part~="events-title"]')).toBeVisible();
    await page.waitForTimeout(500);
    await expectNoLayoutShift(page);
    expect(log).toEqual({ errors: [], warnings: [] });
  });

  test('a visitor plays the album, opens the chart data table and pages through the journal', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/media.html');
    await page.getByRole('button', { name: 'Play Morning Tide' }).click();
    await expect(page.getByRole('button', { name: 'Pause Morning Tide' })).toBeVisible();
    await page.getByRole('button', { name: 'Pause Morning Tide' }).click();
    await page.getByRole('button', { name: 'Salt Roads · Harbour Lights' }).click();
    await expect(page.getByRole('button', { name: 'Pause Salt Roads' })).toBeVisible();

    const chart = page.locator('ss-chart').first();
    await chart.getByRole('button', { name: 'Show data table' }).click();
    await expect(chart.getByRole('table', { name: 'Tickets sold per month' })).toBeVisible();
    await expect(chart.getByRole('row', { name: /Jun 620 2,800/ })).toBeVisible();

    const journal = page.locator('ss-collection-list').first();
    await journal.getByRole('button', { name: 'Page 2' }).click();
    await expect(journal.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(journal.locator('[part~="title"] a').first()).toBeFocused();
    expect(log).toEqual({ errors: [], warnings: [] });
  });

  test('the calendar moves by keyboard and lists a day of the tour', async ({ page }) => {
    await page.goto('/media.html');
    const calendar = page.locator('ss-calendar');
    const dayWithEvent = calendar.locator('[part~="day-with-events"]').first();
    await expect(dayWithEvent).toBeVisible();
    await dayWithEvent.focus();
    // The server drew the days; focus brings the calendar's code at once (keys are not held for it).
    await expect.poll(() => calendar.evaluate((el) => el.shadowRoot?.querySelector('[data-ss-root]')?.getAttribute('data-ss-root'))).toBe('');
    await page.keyboard.press('Enter');
    await expect(calendar.locator('[part~="events-title"]')).toHaveText(/^Events on /);
    await expect(calendar.locator('[part~="event"]')).toHaveCount(1);
    const title = await calendar.locator('[part~="title"]').textContent();
    await page.keyboard.press('PageDown');
    await expect(calendar.locator('[part~="title"]')).not.toHaveText(title!);
  });

  test('what a visitor types into the server-drawn search field before its code arrives is searched once it does', async ({ page }) => {
    const held: Array<() => void> = [];
    await page.route(/\/dist\/chunks\/search-[^/]*\.js$/, (route) => void held.push(() => void route.continue()));
    await page.goto('/media.html');
    const field = page.getByRole('combobox', { name: 'Search site' });
    await field.fill('lighthouse');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    held.splice(0).forEach((release) => release());
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
    await expect(field).toHaveValue('lighthouse');
  });

  test('a search sent from the server-drawn search page before its code arrives searches what the field shows', async ({ page }) => {
    const held: Array<() => void> = [];
    await page.route(/\/dist\/chunks\/search-[^/]*\.js$/, (route) => void held.push(() => void route.continue()));
    await page.goto('/search?q=lighthouse');
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByText(/^\d+ results for “lighthouse”$/)).toBeVisible();
    const field = page.getByRole('searchbox', { name: 'Search site' });
    await field.fill('zeppelin');
    await field.press('Enter');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    held.splice(0).forEach((release) => release());
    await expect(results.getByText('No results for “zeppelin”')).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=zeppelin$/);
    await expect(field).toHaveValue('zeppelin');
  });

  test('a visitor searches with the preview, picks a suggestion by keyboard, and uses the search page', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/media.html');
    const field = page.getByRole('combobox', { name: 'Search site' });
    await field.fill('lighthouse');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await field.press('ArrowUp');
    await expect(listbox.getByRole('option', { name: 'See all results for “lighthouse”' })).toHaveAttribute('aria-selected', 'true');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=lighthouse$/);

    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByText(/^\d+ results for “lighthouse”$/)).toBeVisible();
    await expect(results.locator('mark').first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search site' }).fill('zeppelin');
    await page.getByRole('searchbox', { name: 'Search site' }).press('Enter');
    await expect(results.getByText('No results for “zeppelin”')).toBeVisible();
    await expect(page).toHaveURL(/\?q=zeppelin$/);
    expect(log).toEqual({ errors: [], warnings: [] });
  });

  test('a failing site API shows the spec messages inside the blocks, and the rest keeps working', async ({ page }) => {
    await page.route('**/api/content/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
    // the unrendered page: the browser makes the calls (a server-drawn page has the content already)
    await page.goto('/plain/media.html');
    await expect(page.locator('ss-tour-dates').getByText('Unable to load. Try again.')).toBeVisible();
    await expect(page.locator('ss-collection-list').first().getByText('Unable to load. Try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play Morning Tide' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Search site' }).fill('tide');
    await expect(page.locator('ss-search [part~="preview-message"]')).toHaveText('Unable to load results');
  });
});

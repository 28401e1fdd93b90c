import { expect, test } from '@playwright/test';
import { watchConsole } from './console.js';
import { expectNoLayoutShift, watchLayoutShifts } from './layout-shifts.js';

const OWNER = { authorization: `Bearer ${process.env.OWNER_TOKEN}` };

test.describe('product-reviews request page', () => {
  test('a shopper follows the email link, is asked for a rating, and leaves a review once', async ({ page, request }) => {
    const log = watchConsole(page);
    const created = await request.post('/api/owner/reviews/requests', {
      headers: OWNER,
      data: { orderId: 'e2e-order-1', productId: 'harbour-blend', productName: 'Harbour Blend Coffee, 250 g' },
    });
    const { url } = (await created.json()) as { url: string };
    await watchLayoutShifts(page);
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Review Harbour Blend Coffee, 250 g' })).toBeVisible();
    // The block kept its space from before upgrade: loading the request moved nothing below it.
    await expectNoLayoutShift(page);
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByText('Please select a star rating')).toBeVisible();
    // Keyboard only: the focused group takes arrow keys.
    await expect(page.getByRole('radio', { name: '1 out of 5 stars' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '4 out of 5 stars' })).toHaveAttribute('aria-checked', 'true');
    await page.getByLabel('Your review (optional)', { exact: true }).fill('Bright and nutty, great as espresso.');
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByRole('status')).toHaveText('Thank you for your review!');

    const reviews = (await (await request.get('/api/owner/reviews', { headers: OWNER })).json()) as { reviews: Array<{ rating: number; body: string }> };
    expect(reviews.reviews[0]).toMatchObject({ rating: 4, body: 'Bright and nutty, great as espresso.' });

    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('You have already reviewed this purchase');
    expect(log).toEqual({ errors: [], warnings: [] });
  });

  test('the demo links show the expired request and a failed submission keeps the entries', async ({ page, request }) => {
    const log = watchConsole(page);
    await page.goto('/commerce/reviews/request?token=demo-review-expired-0003');
    await expect(page.getByRole('alert')).toHaveText('Your review request has expired');

    const created = await request.post('/api/owner/reviews/requests', { headers: OWNER, data: { orderId: 'e2e-order-2', productId: 'mug', productName: 'Enamel Mug' } });
    const { url } = (await created.json()) as { url: string };
    await page.goto(url);
    await page.getByRole('radio', { name: '5 out of 5 stars' }).click();
    await page.getByLabel('Title (optional)').fill('Lovely mug');
    // The site API is down for the submission (the real network boundary).
    await page.route('**/api/commerce/reviews?**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByRole('alert')).toHaveText('Try submitting your review again');
    await expect(page.getByLabel('Title (optional)')).toHaveValue('Lovely mug');
    await page.unroute('**/api/commerce/reviews?**');
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByRole('status')).toHaveText('Thank you for your review!');
    // The 503 is the browser's own network log line, not the page's.
    expect(log.errors.filter((line) => !line.includes('503'))).toEqual([]);
    expect(log.warnings).toEqual([]);
  });
});

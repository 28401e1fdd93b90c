import { expect, test } from '@playwright/test';
import { watchConsole } from './console.js';

test.describe('demo site', () => {
  test('the accordion works by mouse and keyboard with no console noise', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/');
    const accordion = page.locator('ss-accordion');
    const hours = accordion.getByRole('button', { name: 'When are you open?' });
    const delivery = accordion.getByRole('button', { name: 'Do you deliver?' });
    await expect(hours).toHaveAttribute('aria-expanded', 'true');
    await delivery.click();
    await expect(delivery).toHaveAttribute('aria-expanded', 'true');
    await expect(hours).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Delivery is free for orders over $30.')).toBeVisible();

    await page.waitForTimeout(300);
    await delivery.focus();
    await page.keyboard.press('ArrowDown');
    await expect(accordion.getByRole('button', { name: 'Can I book a table?' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(accordion.getByRole('button', { name: 'Can I book a table?' })).toHaveAttribute('aria-expanded', 'true');
    expect(log).toEqual({ errors: [], warnings: [] });
  });

  test('the menu works by mouse and keyboard with no console noise', async ({ page }) => {
    const log = watchConsole(page);
    await page.goto('/');
    const menu = page.getByRole('tablist', { name: 'Café menu' });
    await expect(menu.getByRole('tab', { name: 'Breakfast' })).toHaveAttribute('aria-selected', 'true');
    await menu.getByRole('tab', { name: 'Lunch' }).click();
    await expect(page.getByText('Fish sandwich')).toBeVisible();
    await expect(page.getByText('Eggs on sourdough')).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(menu.getByRole('tab', { name: 'Drinks' })).toHaveAttribute('aria-selected', 'true');
    await expect(menu.getByRole('tab', { name: 'Drinks' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(menu.getByRole('tab', { name: 'Breakfast' })).toHaveAttribute('aria-selected', 'true');
    expect(log).toEqual({ errors: [], warnings: [] });
  });

  test('events reach the page', async ({ page }) => {
    await page.goto('/');
    const detail = page.evaluate(
      () => new Promise((resolve) => document.addEventListener('ss-menu-select', (event) => resolve((event as CustomEvent).detail), { once: true })),
    );
    await page.getByRole('tab', { name: 'Drinks' }).click();
    expect(await detail).toEqual({ index: 2, label: 'Drinks' });
  });

  test('without script every menu section and every membership option stays readable', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    for (const dish of ['Eggs on sourdough', 'Soup of the day']) await expect(page.getByText(dish)).toBeVisible();
    await page.goto('/content.html');
    for (const link of ['Join monthly', 'Join yearly']) await expect(page.getByRole('link', { name: link })).toBeVisible();
    await context.close();
  });
});

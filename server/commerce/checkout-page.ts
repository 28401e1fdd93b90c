import type { ShoppingCartInput } from '../../src/runtime/commerce/cart-schema.js';
import { formatMoney, type MoneyCurrency } from '../../src/runtime/commerce/money-format.js';
import { escapeHtml } from '../html-escape.js';

/**
 * The reference order-review page behind /commerce/goto-checkout (spec 02 §2). It shows the cart
 * with server-computed totals and records the order; taking payment is out of scope.
 */

export const PAYMENT_OUT_OF_SCOPE_NOTICE =
  'This reference server does not take payment: placing the order records it for the store owner, and nothing is charged.';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<link rel="icon" href="data:," />
<title>${escapeHtml(title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 44rem; margin: 2rem auto; padding: 0 1rem; color: #1d1d1f; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #ddd; }
  td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
  .notice { background: #fff6dd; border: 1px solid #e6c86e; padding: 0.75rem 1rem; border-radius: 6px; }
  .error { background: #fde8e8; border: 1px solid #d9534f; padding: 0.75rem 1rem; border-radius: 6px; }
  button { font: inherit; padding: 0.6rem 1.4rem; border-radius: 6px; border: 0; background: #1d1d1f; color: #fff; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #2f5d7c; outline-offset: 2px; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 3 });

/** Shipping: the option and where to ("Standard shipping (3-5 days) to NY, US"); nothing to ship, no row. */
function shippingRow(cart: ShoppingCartInput, money: (cents: number | undefined) => string): string {
  const option = cart.selectedShippingOption;
  if (!option) return '';
  const place = cart.shippingLocation ? [cart.shippingLocation.region, cart.shippingLocation.country].filter(Boolean).join(', ') : '';
  const label = `Shipping: ${option.name}${place ? ` to ${place}` : ''}`;
  return `<tr><th scope="row" colspan="3">${escapeHtml(label)}</th><td class="num" data-total="shipping">${money(cart.shippingCostCents)}</td></tr>`;
}

/** One row per tax rule that applies ("New York sales tax (8.875%)"), or a zero Tax row. */
function taxRows(cart: ShoppingCartInput, money: (cents: number | undefined) => string): string {
  const rules = cart.applicableTaxRules ?? [];
  if (rules.length === 0) return `<tr><th scope="row" colspan="3">Tax</th><td class="num" data-total="tax">${money(0)}</td></tr>`;
  return rules
    .map((rule) => `<tr><th scope="row" colspan="3">${escapeHtml(`${rule.name} (${percent.format(rule.ratePercent / 100)})`)}</th><td class="num" data-total="tax">${money(rule.taxCents)}</td></tr>`)
    .join('\n');
}

function totalsTable(cart: ShoppingCartInput, currency: MoneyCurrency): string {
  const money = (cents: number | undefined) => escapeHtml(formatMoney(cents ?? 0, { currency }));
  const rows = (cart.entries ?? [])
    .map(
      (entry) => `<tr><td>${escapeHtml(entry.productName)}${entry.optionSummary ? `<br /><small>${escapeHtml(entry.optionSummary)}</small>` : ''}${entry.availabilityMessage ? `<br /><strong class="availability" role="status">${escapeHtml(entry.availabilityMessage)}</strong>` : ''}</td>
<td class="num">${entry.quantity}</td><td class="num">${money(entry.unitPriceCents)}</td><td class="num">${money(entry.lineTotalCents)}</td></tr>`,
    )
    .join('\n');
  const coupons = (cart.coupons ?? []).map((coupon) => escapeHtml(coupon.code)).join(', ');
  return `<table>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Quantity</th><th scope="col" class="num">Price</th><th scope="col" class="num">Total</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>
<tr><th scope="row" colspan="3">Subtotal</th><td class="num" data-total="subtotal">${money(cart.subtotalCents)}</td></tr>
${cart.discountCents ? `<tr><th scope="row" colspan="3">Discount${coupons ? ` (${coupons})` : ''}</th><td class="num" data-total="discount">-${money(cart.discountCents)}</td></tr>` : ''}
${shippingRow(cart, money)}
${taxRows(cart, money)}
<tr><th scope="row" colspan="3">Total</th><td class="num" data-total="grand">${money(cart.grandTotalCents)}</td></tr>
</tfoot>
</table>`;
}

/** The link back to the shop (server/commerce/shop-address.ts). */
const backLink = (shop: string, text = 'Back to the shop') => `<p><a href="${escapeHtml(shop)}">${text}</a></p>`;

export function orderReviewPage(cart: ShoppingCartInput, currency: MoneyCurrency, crumb: string, shop: string, problem?: string): string {
  return page(
    'Review your order',
    `<h1>Review your order</h1>
${problem ? `<p class="error" role="alert">${escapeHtml(problem)}</p>` : ''}
${totalsTable(cart, currency)}
<p class="notice">${escapeHtml(PAYMENT_OUT_OF_SCOPE_NOTICE)}</p>
<form method="post" action="goto-checkout">
<input type="hidden" name="crumb" value="${escapeHtml(crumb)}" />
<input type="hidden" name="from" value="${escapeHtml(shop)}" />
<button type="submit">Place order</button>
</form>
${backLink(shop)}`,
  );
}

export function orderPlacedPage(orderId: string, cart: ShoppingCartInput, currency: MoneyCurrency, shop: string): string {
  return page(
    `Order ${orderId} recorded`,
    `<h1>Thank you, your order is recorded</h1>
<p role="status">Order number <strong data-order-id="${escapeHtml(orderId)}">${escapeHtml(orderId)}</strong>.</p>
${totalsTable(cart, currency)}
<p class="notice">${escapeHtml(PAYMENT_OUT_OF_SCOPE_NOTICE)}</p>
${backLink(shop, 'Continue shopping')}`,
  );
}

/** The page shown without a cart: the exact spec 02 §2 alert text. */
export function noCartPage(message: string, shop: string): string {
  return page('Cannot continue to checkout', `<h1>Cannot continue to checkout</h1>\n<p class="error" role="alert">${escapeHtml(message)}</p>\n${backLink(shop)}`);
}

/** Reference pages of the other checkout routes (subscription, donation, gift card). */
export function referenceCheckoutPage(title: string, lines: string[], shop: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>\n${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}\n<p class="notice">${escapeHtml(PAYMENT_OUT_OF_SCOPE_NOTICE)}</p>\n${backLink(shop)}`,
  );
}

import { stringAttribute } from '../runtime/attributes/element-attributes.js';
import { Money, type MoneyEvents } from '../react/product/Money.js';
import moneyCss from '../styles/money.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * An amount of money (spec 02 §9, spec 01 §3): integer minor units inside, so nothing drifts; two
 * fraction digits for the 27 store currencies except JPY (none), thousands grouping, at most 15 integer
 * places, the negative sign first, en-US symbol templates A$, CA$ and HK$ and native symbols otherwise.
 * Currency and locale default to the page context's store currency (USD) and site locale (en-US).
 * The same rules are `formatMoney(minorUnits, { currency, locale })` in `src/runtime/commerce`.
 *
 * ```html
 * <ss-money amount="1234.5" currency="EUR">€1,234.50</ss-money>
 * ```
 *
 * @tag ss-money
 * @summary A formatted amount of money: `<ss-money amount="1234.5" currency="EUR">€1,234.50</ss-money>`.
 *
 * @attr {decimal text} amount - The amount in major units as a plain decimal ("19.99", "-5", "1500" for JPY). Required. Default: (required).
 * @attr {currency code} currency - One of EUR USD AUD NOK CAD NZD DKK GBP HKD CHF MXN SGD SEK CZK ILS PHP RUB PLN THB MYR ARS BRL COP IDR INR JPY ZAR. Default: store currency.
 *
 * @fires ss-money-error - The amount or currency cannot be shown; the element reads "Price unavailable" (no user action; once per bad value). detail: `{ amount, currency, message }`.
 *
 * @csspart base - The formatted text; `data-state` is `ready` or `error`.
 *
 * @cssprop --ss-money-error-color - Colour of the "Price unavailable" text. Default: #b3261e (the --ss-color-error token).
 */
export class SsMoney extends createBlockElement({
  tag: 'ss-money',
  component: Money,
  attributes: {
    amount: stringAttribute(''),
    currency: stringAttribute(''),
  },
  styles: [moneyCss],
}) {}

export type { MoneyEvents };
export default SsMoney;

declare global {
  interface HTMLElementTagNameMap {
    'ss-money': SsMoney;
  }
}

import { stringAttribute } from '../runtime/attributes/element-attributes.js';
import { Money, type MoneyEvents } from '../react/product/Money.js';
import moneyCss from '../styles/money.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * Money on a page (spec 02 §9, spec 01 §3 Money): an amount formatted in the store currency and
 * site locale from the page context, exact to the cent. The light-DOM text is the fallback
 * before upgrade and for readers without script.
 *
 * @tag ss-money
 * @summary A formatted amount of money: `<ss-money amount="1234.5" currency="EUR">€1,234.50</ss-money>`.
 *
 * @attr {string} amount - The amount in major units as a plain decimal ("19.99", "-5", "1500" for JPY). Required.
 * @attr {string} currency - One of the 27 store currencies (EUR USD AUD ... ZAR). Default: the store currency of the page context (USD).
 *
 * @fires ss-money-error - The amount or currency cannot be shown (not on user input; once per bad value). detail: `{ amount, currency, message }`.
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

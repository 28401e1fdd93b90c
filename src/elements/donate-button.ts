import { stringAttribute } from '../runtime/attributes/element-attributes.js';
import { DonateButton, type DonateButtonEvents } from '../react/product/DonateButton.js';
import donateButtonCss from '../styles/donate-button.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * The donation button block (spec 01 §1, spec 02 §2): a link styled as a button to donation checkout,
 * `/checkout/donate?donatePageId={id}`. Without `donate-page-id` it shows "Donations are not
 * available here." and logs one console error.
 *
 * ```html
 * <ss-donate-button donate-page-id="harbour-fund"><a href="/checkout/donate?donatePageId=harbour-fund">Donate</a></ss-donate-button>
 * ```
 *
 * @tag ss-donate-button
 * @summary A button that goes to donation checkout for a donation page.
 *
 * @attr {text} donate-page-id - The donation page. Required; without it the block shows a small error. Default: (required).
 * @attr {text} label - The button text (default: the site's translation of `donateButton.label`). Default: `Donate`.
 *
 * @fires ss-donate-button-click - The visitor pressed the button; cancelable (the page may open its own form). detail: `{ donatePageId, url }`.
 *
 * @csspart base - The link styled as a button; `data-state` is `ready` or `error`.
 *
 * @cssprop --ss-color-accent - Button and focus ring colour.
 */
export class SsDonateButton extends createBlockElement({
  tag: 'ss-donate-button',
  component: DonateButton,
  attributes: {
    'donate-page-id': stringAttribute(''),
    label: stringAttribute(''),
  },
  styles: [donateButtonCss],
}) {}

export type { DonateButtonEvents };
export default SsDonateButton;

declare global {
  interface HTMLElementTagNameMap {
    'ss-donate-button': SsDonateButton;
  }
}

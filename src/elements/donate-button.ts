import { stringAttribute } from '../runtime/attributes/element-attributes.js';
import { DonateButton, type DonateButtonEvents } from '../react/product/DonateButton.js';
import donateButtonCss from '../styles/donate-button.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * Donation button block (spec 01 §1, spec 02 §2): sends the visitor to donation checkout,
 * `/checkout/donate?donatePageId={id}`. Put a plain link inside as the fallback.
 *
 * @tag ss-donate-button
 * @summary A button that goes to donation checkout for a donation page.
 *
 * @attr {string} donate-page-id - The donation page. Required; without it the block shows a small error.
 * @attr {string} label - The button text. Default: "Donate" (the site translation of `donateButton.label`).
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

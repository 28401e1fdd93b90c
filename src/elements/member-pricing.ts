import { integerAttribute, parseAttributes, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { slotMemberPricingOptions } from '../runtime/blocks/member-pricing-rules.js';
import { MemberPricing, type MemberPricingEvents } from '../react/member-pricing/MemberPricing.js';
import memberPricingCss from '../styles/member-pricing.css?inline';
import { createBlockElement } from './block-element.js';

const attributes = {
  'selected-option': integerAttribute(0, { min: 0, max: 1 }),
  label: stringAttribute(''),
};

/**
 * The member-area pricing options (spec 01 §2, §4): a two-choice radio group that swaps the prices and
 * join buttons. Each option is a `<section data-option="...">` child; before the script runs the first
 * one shows.
 *
 * ```html
 * <ss-member-pricing>
 *   <section data-option="Monthly"><p>$12 / month</p><a href="/join?plan=monthly">Join</a></section>
 *   <section data-option="Yearly"><p>$120 / year</p><a href="/join?plan=yearly">Join</a></section>
 * </ss-member-pricing>
 * ```
 *
 * @tag ss-member-pricing
 * @summary A pricing-options toggle (e.g. monthly / yearly) swapping prices and join buttons.
 *
 * @attr {`0`, `1`} selected-option - Index of the option shown first (0 or 1). Default: `0`.
 * @attr {text} label - Accessible name of the toggle. Default: "Billing period".
 *
 * @fires ss-member-pricing-change - The visitor chose another option. detail: `{ index, option }`.
 *
 * @csspart base - The block; `data-state` is `option-0` or `option-1`.
 * @csspart toggle - The radio group.
 * @csspart option - One choice in the toggle; `option-selected` on the chosen one.
 * @csspart option-selected - The chosen option (also `option`).
 * @csspart panel - Holds the chosen option's price and join button.
 *
 * @cssprop --ss-member-pricing-selected-background - Chosen option background. Default: the accent colour.
 * @cssprop --ss-member-pricing-selected-color - Chosen option text colour. Default: white.
 * @cssprop --ss-member-pricing-toggle-height - Toggle height (also reserved before upgrade). Default: 2.75rem.
 * @cssprop --ss-member-pricing-gap - Space between toggle and panel. Default: 1rem.
 */

export class SsMemberPricing extends createBlockElement({
  tag: 'ss-member-pricing',
  component: MemberPricing,
  attributes,
  styles: [memberPricingCss],
  // The option the page asks for is the one shown first (the server draws it so).
  prepareHost: (host) =>
    slotMemberPricingOptions(host, parseAttributes('ss-member-pricing', attributes, (name) => host.getAttribute(name)).values.selectedOption),
}) {}

export type { MemberPricingEvents };
export default SsMemberPricing;

declare global {
  interface HTMLElementTagNameMap {
    'ss-member-pricing': SsMemberPricing;
  }
}

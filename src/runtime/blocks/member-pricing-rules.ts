/**
 * Member-area pricing options (spec 01 §2 member access page, §4): each option is a
 * `<section data-option="Monthly">` child holding its price and join button; toggling swaps
 * them. Read with `localName`/attributes only, so the same rules run on the browser's DOM and on
 * the server renderer's parsed page.
 */

/** The attribute that names an option (its toggle label). */
export const MEMBER_PRICING_OPTION_ATTRIBUTE = 'data-option';
/** The slot of the option shown, and of the others (not shown). */
export const MEMBER_PRICING_ACTIVE_SLOT = 'active';
export const MEMBER_PRICING_INACTIVE_SLOT = 'inactive';

/** The option elements: children carrying `data-option`, in page order. */
export function memberPricingOptionElements(host: Element): Element[] {
  return Array.from(host.children).filter((child) => child.hasAttribute(MEMBER_PRICING_OPTION_ATTRIBUTE));
}

/** The option shown: the requested index, kept within the options there are. */
export function selectedMemberPricingOption(requested: number, count: number): number {
  return Math.max(0, Math.min(requested, count - 1));
}

/**
 * Spec 01 §4: only the chosen option is shown: it goes into the active slot, the others into
 * one that is not rendered. Run by the block (a layout effect, on each choice) and by the server
 * renderer with the `selected-option` the page asks for, so the server's picture is the final one.
 */
export function slotMemberPricingOptions(host: Element, requested: number): void {
  const options = memberPricingOptionElements(host);
  const selected = selectedMemberPricingOption(requested, options.length);
  options.forEach((option, i) => option.setAttribute('slot', i === selected ? MEMBER_PRICING_ACTIVE_SLOT : MEMBER_PRICING_INACTIVE_SLOT));
}

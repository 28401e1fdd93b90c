// @vitest-environment jsdom
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { memberPricingOptionElements, selectedMemberPricingOption, slotMemberPricingOptions } from '../../../src/runtime/blocks/member-pricing-rules.js';

const OPTIONS = '<section data-option="Monthly">$12</section><p>note</p><section data-option="Yearly">$120</section>';

function host(html: string): Element {
  const element = document.createElement('ss-member-pricing');
  element.innerHTML = html;
  return element;
}

// spec 01 §4: toggling swaps the prices and join buttons
describe('member pricing options', () => {
  it('are the children with data-option, in page order', () => {
    expect(memberPricingOptionElements(host(OPTIONS)).map((option) => option.getAttribute('data-option'))).toEqual(['Monthly', 'Yearly']);
  });

  it('show the requested option, kept within the options there are', () => {
    expect(selectedMemberPricingOption(1, 2)).toBe(1);
    expect(selectedMemberPricingOption(1, 1)).toBe(0);
    expect(selectedMemberPricingOption(0, 0)).toBe(0);
  });

  it('slot only the chosen option as active, on the browser DOM and on a server-parsed page alike', () => {
    const element = host(OPTIONS);
    slotMemberPricingOptions(element, 1);
    expect(memberPricingOptionElements(element).map((option) => option.getAttribute('slot'))).toEqual(['inactive', 'active']);
    expect(element.querySelector('p')!.hasAttribute('slot')).toBe(false);

    const server = new JSDOM(`<ss-member-pricing>${OPTIONS}</ss-member-pricing>`).window.document.querySelector('ss-member-pricing')!;
    slotMemberPricingOptions(server, 0);
    expect(memberPricingOptionElements(server).map((option) => option.getAttribute('slot'))).toEqual(['active', 'inactive']);
  });
});

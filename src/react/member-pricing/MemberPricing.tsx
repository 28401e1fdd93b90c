import { useId, useLayoutEffect, useState } from 'react';
import { WithoutScript } from '../parts/WithoutScript.js';
import type { BlockProps } from '../block-props.js';
import { useLightDom } from '../hooks/use-light-dom.js';
import { memberPricingOptionElements, MEMBER_PRICING_INACTIVE_SLOT, MEMBER_PRICING_OPTION_ATTRIBUTE, selectedMemberPricingOption, slotMemberPricingOptions } from '../../runtime/blocks/member-pricing-rules.js';
import { memberPricingText } from '../../runtime/blocks/block-texts.js';

export interface MemberPricingAttributes {
  selectedOption: number;
  label: string;
}

export interface MemberPricingChangeDetail {
  index: number;
  option: string;
}

export interface MemberPricingEvents {
  /** The visitor switched the pricing option. */
  'ss-member-pricing-change': MemberPricingChangeDetail;
}

interface PricingOption {
  element: Element;
  name: string;
}

/** Options are the `<section data-option="...">` children, each with its price and join button. */
function readOptions(host: HTMLElement): PricingOption[] {
  return memberPricingOptionElements(host).map((element, i) => ({
    element,
    name: element.getAttribute(MEMBER_PRICING_OPTION_ATTRIBUTE)?.trim() || memberPricingText('optionFallback', { index: i + 1 }),
  }));
}

const sameOptions = (a: PricingOption[], b: PricingOption[]) => a.length === b.length && a.every((option, i) => option.element === b[i]!.element && option.name === b[i]!.name);

export function MemberPricing({ host, attributes, emit }: BlockProps<MemberPricingAttributes, MemberPricingEvents>) {
  const options = useLightDom(host, readOptions, sameOptions);
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = selectedMemberPricingOption(chosen ?? attributes.selectedOption, options.length);
  const name = useId();

  // Spec 01 §4: toggling swaps the prices and join buttons: only the chosen option is slotted.
  useLayoutEffect(() => {
    slotMemberPricingOptions(host, selected);
  }, [host, options, selected]);

  const choose = (index: number) => {
    setChosen(index);
    emit('ss-member-pricing-change', { index, option: options[index]!.name });
  };

  return (
    <div part="base" className="pricing" data-state={`option-${selected}`}>
      {options.length > 1 && (
        <div part="toggle" className="toggle" role="radiogroup" aria-label={attributes.label || memberPricingText('label')}>
          {options.map((option, i) => (
            <label part={i === selected ? 'option option-selected' : 'option'} className="option" key={i} data-state={i === selected ? 'selected' : 'unselected'}>
              <input type="radio" name={name} checked={i === selected} onChange={() => choose(i)} />
              <span>{option.name}</span>
            </label>
          ))}
        </div>
      )}
      <div part="panel" className="panel" aria-live="polite">
        <slot name="active" />
        {/* Without script the toggle cannot work: every option is shown. */}
        <slot name={MEMBER_PRICING_INACTIVE_SLOT} hidden />
      </div>
      <WithoutScript css={'slot[name="inactive"][hidden]{display:contents !important}.toggle{display:none}'} />
    </div>
  );
}

import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ShippingLocation, ShoppingCart } from '../../runtime/commerce/cart-schema.js';
import { cartText } from '../../runtime/commerce/commerce-texts.js';
import { optionsShippingTo, shippingCountries, shippingLocationProblem, shippingPlaceLabel } from '../../runtime/commerce/shipping-destinations.js';
import { storePriceText } from '../../runtime/commerce/store-money.js';
import { getPageContext } from '../../runtime/context/current-context.js';
import { formText } from '../../runtime/forms/form-texts.js';

/** Where the cart ships to and how: the server prices shipping and tax from the store's rates. */
export function ShippingEstimate({ cart, busy, onChange }: { cart: ShoppingCart; busy: boolean; onChange: (change: { location: ShippingLocation; optionId?: string }) => void }) {
  const locale = getPageContext().locale;
  const current = cart.shippingLocation ?? { country: '', region: '', postalCode: '' };
  const [draft, setDraft] = useState<ShippingLocation>(current);
  const [optionId, setOptionId] = useState(cart.selectedShippingOption?.id ?? '');
  const [problem, setProblem] = useState('');
  const id = useId();
  useEffect(() => {
    setDraft(cart.shippingLocation ?? { country: '', region: '', postalCode: '' });
    setOptionId(cart.selectedShippingOption?.id ?? '');
  }, [cart.shippingLocation?.country, cart.shippingLocation?.region, cart.shippingLocation?.postalCode, cart.selectedShippingOption?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- the location's fields, not the object each fetch renews
  const countries = shippingCountries(cart.shippingOptions, current.country || null, locale);
  if (countries.length === 0) return null;
  const options = optionsShippingTo(cart.shippingOptions, draft.country);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const location = { country: draft.country, region: draft.region.trim(), postalCode: draft.postalCode.trim() };
    const invalid = shippingLocationProblem(location);
    setProblem(invalid ? formText('invalidUsZip') : '');
    if (invalid) return;
    // The option shown: the chosen one when it ships to the country, else the first that does.
    const chosen = cart.requiresShipping ? (options.some((option) => option.id === optionId) ? optionId : options[0]?.id) : undefined;
    onChange({ location, ...(chosen ? { optionId: chosen } : {}) });
  };
  const field = (name: keyof ShippingLocation) => `${id}-${name}`;
  return (
    <form part="shipping-form" className="shipping-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{cartText('shippingEstimate')}</legend>
        <div className="field">
          <label htmlFor={field('country')}>{cartText('country')}</label>
          <select id={field('country')} part="shipping-country" value={draft.country} onChange={(event) => setDraft({ ...draft, country: event.target.value })}>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={field('region')}>{cartText('region')}</label>
          <input id={field('region')} part="shipping-region" type="text" autoComplete="shipping address-level1" maxLength={60} value={draft.region} onChange={(event) => setDraft({ ...draft, region: event.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={field('postalCode')}>{cartText('postalCode')}</label>
          <input
            id={field('postalCode')}
            part="shipping-postal-code"
            type="text"
            autoComplete="shipping postal-code"
            maxLength={12}
            value={draft.postalCode}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setDraft({ ...draft, postalCode: event.target.value })}
          />
        </div>
        {cart.requiresShipping ? (
          options.length > 0 ? (
            <div className="field">
              <label htmlFor={`${id}-option`}>{cartText('shippingMethod')}</label>
              <select id={`${id}-option`} part="shipping-option" value={options.some((o) => o.id === optionId) ? optionId : options[0]!.id} onChange={(event) => setOptionId(event.target.value)}>
                {options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}: {option.costCents === 0 ? cartText('free') : storePriceText(option.costCents)}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <p className="muted">{cartText('noShippingOption')}</p>
          )
        ) : null}
        <p id={`${id}-problem`} className="error" role="alert">
          {problem}
        </p>
        <button type="submit" className="button button-secondary" disabled={busy}>
          {cartText('updateEstimate')}
        </button>
      </fieldset>
      {cart.shippingLocation ? <p className="muted" part="shipping-place">{cartText('shippingTo', { place: shippingPlaceLabel(cart.shippingLocation, locale) })}</p> : null}
    </form>
  );
}

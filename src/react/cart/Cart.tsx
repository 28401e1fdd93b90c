import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { cartStore } from '../../runtime/commerce/cart-store.js';
import type { CartEntry, ShippingLocation, ShoppingCart } from '../../runtime/commerce/cart-schema.js';
import { cartText } from '../../runtime/commerce/commerce-texts.js';
import { GOTO_CHECKOUT_PATH, canGoToCheckout } from '../../runtime/commerce/checkout-routes.js';
import { optionsShippingTo, shippingCountries, shippingLocationProblem, shippingPlaceLabel } from '../../runtime/commerce/shipping-destinations.js';
import { formatStoreMoney } from '../../runtime/commerce/store-money.js';
import { getPageContext, siteRouteUrl } from '../../runtime/context/current-context.js';
import { sharedNumberFormat } from '../../runtime/i18n/number-format.js';
import { showAlert } from '../dialog/show-dialog.js';
import type { BlockProps } from '../block-props.js';
import { useCart } from './use-cart.js';
import { formText } from '../../runtime/forms/form-texts.js';

export interface CartAttributes {
  shopUrl: string;
  headingLevel: number;
}

export interface CartEvents {
  'ss-cart-quantity-change': { entryId: string; productId: string; quantity: number };
  'ss-cart-remove': { entryId: string; productId: string };
  'ss-cart-coupon-apply': { code: string };
  'ss-cart-shipping-change': { country: string; region: string; postalCode: string; optionId: string | null };
  'ss-cart-checkout': { url: string; grandTotalCents: number };
}


function money(cents: number): string {
  try {
    return formatStoreMoney(cents);
  } catch {
    return '';
  }
}

function EntryRow({
  entry,
  busy,
  onQuantity,
  onRemove,
}: {
  entry: CartEntry;
  busy: boolean;
  onQuantity: (entry: CartEntry, quantity: number) => void;
  onRemove: (entry: CartEntry) => void;
}) {
  const [draft, setDraft] = useState(String(entry.quantity));
  const inputId = useId();
  useEffect(() => setDraft(String(entry.quantity)), [entry.quantity]);
  const max = entry.maxQuantity ?? undefined;
  const commit = () => {
    const next = Number(draft);
    if (!Number.isInteger(next) || next < 1) {
      setDraft(String(entry.quantity));
      return;
    }
    if (next !== entry.quantity) onQuantity(entry, next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };
  return (
    <li part="entry" className="entry" data-entry-id={entry.id}>
      {entry.imageUrl ? <img className="entry-image" src={entry.imageUrl} alt="" width={80} height={80} loading="lazy" /> : <span className="entry-image" />}
      <div className="entry-info">
        <p className="entry-name" part="entry-name">
          {entry.productName}
        </p>
        {entry.optionSummary ? <p className="entry-options">{entry.optionSummary}</p> : null}
        <p className="entry-price">
          {money(entry.unitPriceCents)}
          {entry.regularUnitPriceCents !== null ? (
            <>
              {' '}
              <s>
                <span className="visually-hidden">{cartText('regularPrice')} </span>
                {money(entry.regularUnitPriceCents)}
              </s>
            </>
          ) : null}
        </p>
      </div>
      <div className="entry-quantity" role="group" aria-label={cartText('quantityOf', { name: entry.productName })}>
        <button
          type="button"
          className="stepper"
          part="decrease"
          aria-label={cartText('decrease', { name: entry.productName })}
          disabled={busy || entry.quantity <= 1}
          onClick={() => onQuantity(entry, entry.quantity - 1)}
        >
          −
        </button>
        <label className="visually-hidden" htmlFor={inputId}>
          {cartText('quantityOf', { name: entry.productName })}
        </label>
        <input
          id={inputId}
          part="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={draft}
          disabled={busy}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="stepper"
          part="increase"
          aria-label={cartText('increase', { name: entry.productName })}
          disabled={busy || (max !== undefined && entry.quantity >= max)}
          onClick={() => onQuantity(entry, entry.quantity + 1)}
        >
          +
        </button>
      </div>
      <p className="entry-total" part="entry-total">
        {money(entry.lineTotalCents)}
      </p>
      <button type="button" className="link-button" part="remove" disabled={busy} onClick={() => onRemove(entry)}>
        {cartText('remove')}
        <span className="visually-hidden"> {entry.productName}</span>
      </button>
    </li>
  );
}

function percent(ratePercent: number): string {
  return sharedNumberFormat(getPageContext().locale, { style: 'percent', maximumFractionDigits: 3 }).format(ratePercent / 100);
}

/** Where the cart ships to and how: the server prices shipping and tax from the store's rates. */
function ShippingEstimate({ cart, busy, onChange }: { cart: ShoppingCart; busy: boolean; onChange: (change: { location: ShippingLocation; optionId?: string }) => void }) {
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
                    {option.name}: {option.costCents === 0 ? cartText('free') : money(option.costCents)}
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

function Totals({ cart, onRemoveCoupon, busy }: { cart: ShoppingCart; onRemoveCoupon: (code: string) => void; busy: boolean }) {
  return (
    <dl part="totals" className="totals">
      <div className="total-row">
        <dt>{cartText('subtotal')}</dt>
        <dd data-total="subtotal">{money(cart.subtotalCents)}</dd>
      </div>
      {cart.discountCents > 0 || cart.coupons.length > 0 ? (
        <div className="total-row">
          <dt>
            {cartText('discount')}
            {cart.coupons.map((coupon) => (
              <span key={coupon.code} className="coupon" part="coupon">
                {coupon.code}
                {coupon.description ? <span className="coupon-description"> ({coupon.description})</span> : null}
                <button type="button" className="link-button" disabled={busy} onClick={() => onRemoveCoupon(coupon.code)}>
                  {cartText('removeCoupon')}
                  <span className="visually-hidden"> {coupon.code}</span>
                </button>
              </span>
            ))}
          </dt>
          <dd data-total="discount">-{money(cart.discountCents)}</dd>
        </div>
      ) : null}
      {cart.selectedShippingOption ? (
        <div className="total-row">
          <dt>
            {cartText('shipping')} <span className="muted">({cart.selectedShippingOption.name})</span>
          </dt>
          <dd data-total="shipping">{cart.shippingCostCents === 0 ? cartText('free') : money(cart.shippingCostCents)}</dd>
        </div>
      ) : null}
      {cart.applicableTaxRules.map((rule) => (
        <div className="total-row" key={rule.id || rule.name}>
          <dt>{cartText('taxRule', { name: `${rule.name} ${percent(rule.ratePercent)}` })}</dt>
          <dd data-total="tax">{money(rule.taxCents)}</dd>
        </div>
      ))}
      <div className="total-row grand">
        <dt>{cartText('total')}</dt>
        <dd data-total="grand">{money(cart.grandTotalCents)}</dd>
      </div>
    </dl>
  );
}

export function Cart({ attributes, emit, serverData }: BlockProps<CartAttributes, CartEvents>) {
  const { status, cart, error } = useCart(serverData);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  const [coupon, setCoupon] = useState('');
  const couponId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Set after a removal; the heading takes focus once React has drawn the cart without the row
  // (it may be a new heading element when the cart became empty).
  const [focusTitle, setFocusTitle] = useState(false);
  useEffect(() => {
    if (!focusTitle) return;
    headingRef.current?.focus();
    setFocusTitle(false);
  }, [focusTitle]);
  const Heading = `h${attributes.headingLevel}` as 'h2';

  const run = async (work: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    setProblem('');
    setNotice('');
    try {
      await work();
      setNotice(cartText('updated'));
    } catch (failure) {
      setProblem((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const changeQuantity = (entry: CartEntry, quantity: number) => {
    emit('ss-cart-quantity-change', { entryId: entry.id, productId: entry.productId, quantity });
    void run(() => cartStore.setQuantity(entry.id, quantity));
  };
  const remove = (entry: CartEntry) => {
    emit('ss-cart-remove', { entryId: entry.id, productId: entry.productId });
    // Focus would be lost with the removed row; the cart heading takes it.
    void run(() => cartStore.remove(entry.id)).then(() => setFocusTitle(true));
  };
  const applyCoupon = (event: FormEvent) => {
    event.preventDefault();
    const code = coupon.trim();
    if (!code) return;
    emit('ss-cart-coupon-apply', { code });
    void run(async () => {
      await cartStore.applyCoupon(code);
      setCoupon('');
    });
  };
  const checkout = () => {
    // spec 02 §2: checkout only when a cart exists; otherwise the session-expired alert.
    if (!canGoToCheckout(cart, navigator.cookieEnabled !== false)) {
      void showAlert(cartText('sessionExpiredTitle'), cartText('sessionExpired'));
      return;
    }
    const url = siteRouteUrl(GOTO_CHECKOUT_PATH);
    if (emit('ss-cart-checkout', { url, grandTotalCents: cart.grandTotalCents }, { cancelable: true })) {
      window.location.assign(url);
    }
  };

  const heading = (
    <Heading part="title" className="title" ref={headingRef} tabIndex={-1}>
      {cartText('title')}
    </Heading>
  );

  if (status === 'idle' || (status === 'loading' && cart.entries.length === 0)) {
    return (
      <section part="base" className="cart" data-state="loading" aria-busy="true" aria-label={cartText('title')}>
        {heading}
        <p className="muted">{cartText('loading')}</p>
      </section>
    );
  }
  if (status === 'error' && cart.entries.length === 0) {
    return (
      <section part="base" className="cart" data-state="error" aria-label={cartText('title')}>
        {heading}
        <p part="error" className="error" role="alert">
          {error}
        </p>
        <button type="button" className="button" onClick={() => cartStore.load(true).catch(() => undefined)}>
          {cartText('retry')}
        </button>
      </section>
    );
  }
  if (cart.entries.length === 0) {
    return (
      <section part="base" className="cart" data-state="empty" aria-label={cartText('title')}>
        {heading}
        <p part="empty" className="empty">
          {cartText('empty')}
        </p>
        {attributes.shopUrl ? (
          <a className="button" href={attributes.shopUrl}>
            {cartText('continueShopping')}
          </a>
        ) : null}
        <p className="visually-hidden" role="status">
          {notice}
        </p>
      </section>
    );
  }

  return (
    <section part="base" className="cart" data-state={busy ? 'updating' : 'ready'} aria-label={cartText('title')} aria-busy={busy || undefined}>
      {heading}
      <ul part="entries" className="entries">
        {cart.entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} busy={busy} onQuantity={changeQuantity} onRemove={remove} />
        ))}
      </ul>
      <form className="coupon-form" part="coupon-form" onSubmit={applyCoupon}>
        <label htmlFor={couponId}>{cartText('coupon')}</label>
        <input id={couponId} part="coupon-input" type="text" autoComplete="off" value={coupon} maxLength={40} onChange={(event) => setCoupon(event.target.value)} />
        <button type="submit" className="button button-secondary" disabled={busy}>
          {cartText('applyCoupon')}
        </button>
      </form>
      <ShippingEstimate
        cart={cart}
        busy={busy}
        onChange={(change) => {
          emit('ss-cart-shipping-change', { ...change.location, optionId: change.optionId ?? null });
          void run(() => cartStore.setShipping(change));
        }}
      />
      <Totals cart={cart} busy={busy} onRemoveCoupon={(code) => void run(() => cartStore.removeCoupon(code))} />
      <p part="error" className="error" role="alert">
        {problem}
      </p>
      <p className="visually-hidden" role="status">
        {notice}
      </p>
      <button type="button" part="checkout" className="button checkout" onClick={checkout}>
        {cartText('checkout')}
      </button>
    </section>
  );
}

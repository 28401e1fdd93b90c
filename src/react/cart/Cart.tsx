import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { cartStore } from '../../runtime/commerce/cart-store.js';
import type { CartEntry } from '../../runtime/commerce/cart-schema.js';
import { cartText } from '../../runtime/commerce/commerce-texts.js';
import { GOTO_CHECKOUT_PATH, canGoToCheckout } from '../../runtime/commerce/checkout-routes.js';
import { goToCheckout } from '../../runtime/commerce/checkout-handoff.js';
import { siteRouteUrl } from '../../runtime/context/current-context.js';
import { showAlert } from '../dialog/show-dialog.js';
import type { BlockProps } from '../block-props.js';
import { CartEntryRow } from './CartEntryRow.js';
import { CartTotals } from './CartTotals.js';
import { ShippingEstimate } from './ShippingEstimate.js';
import { useCart } from './use-cart.js';

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
    // The order review; a page on another site than its site API hands its cart over on the way.
    const url = siteRouteUrl(GOTO_CHECKOUT_PATH);
    if (emit('ss-cart-checkout', { url, grandTotalCents: cart.grandTotalCents }, { cancelable: true })) {
      goToCheckout().catch((failure: unknown) => setProblem((failure as Error).message));
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
          <CartEntryRow key={entry.id} entry={entry} busy={busy} onQuantity={changeQuantity} onRemove={remove} />
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
      <CartTotals cart={cart} busy={busy} onRemoveCoupon={(code) => void run(() => cartStore.removeCoupon(code))} />
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

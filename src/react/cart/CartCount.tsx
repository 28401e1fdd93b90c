import type { MouseEvent } from 'react';
import { cartCountText } from '../../runtime/commerce/commerce-texts.js';
import type { BlockProps } from '../block-props.js';
import { useCart } from './use-cart.js';

export interface CartCountAttributes {
  href: string;
  label: string;
}

export interface CartCountEvents {
  'ss-cart-count-open': { href: string; totalQuantity: number };
}

/** ", 1 item" / ", 3 items": read after the label, so the link's name is "Cart, 3 items". */
export function cartCountLabel(quantity: number): string {
  return `, ${quantity === 1 ? cartCountText('item') : cartCountText('items', { count: quantity })}`;
}

export function CartCount({ attributes, emit, serverData }: BlockProps<CartCountAttributes, CartCountEvents>) {
  const { cart, status } = useCart(serverData);
  const quantity = cart.totalQuantity;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!emit('ss-cart-count-open', { href: attributes.href, totalQuantity: quantity }, { cancelable: true })) event.preventDefault();
  };
  return (
    <a part="base" className="cart-count" href={attributes.href} onClick={open} data-state={status === 'ready' ? 'ready' : 'loading'}>
      <svg className="icon" part="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.8a1 1 0 0 0 1-.8L20 7H6.2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9" cy="19" r="1.4" fill="currentColor" />
        <circle cx="17" cy="19" r="1.4" fill="currentColor" />
      </svg>
      <span className="label" part="label">
        {attributes.label || cartCountText('label')}
        {status === 'ready' ? <span className="visually-hidden">{cartCountLabel(quantity)}</span> : null}
      </span>
      <span className="count" part="count" aria-hidden="true" data-shown={status === 'ready' && quantity > 0 ? '' : undefined}>
        {quantity}
      </span>
    </a>
  );
}

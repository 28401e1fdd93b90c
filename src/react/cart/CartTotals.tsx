import type { ShoppingCart } from '../../runtime/commerce/cart-schema.js';
import { cartText } from '../../runtime/commerce/commerce-texts.js';
import { storePriceText } from '../../runtime/commerce/store-money.js';
import { getPageContext } from '../../runtime/context/current-context.js';
import { sharedNumberFormat } from '../../runtime/i18n/number-format.js';

function percent(ratePercent: number): string {
  return sharedNumberFormat(getPageContext().locale, { style: 'percent', maximumFractionDigits: 3 }).format(ratePercent / 100);
}

/** The cart's totals: subtotal, discount with its coupons, shipping, each tax rule and the grand total. */
export function CartTotals({ cart, onRemoveCoupon, busy }: { cart: ShoppingCart; onRemoveCoupon: (code: string) => void; busy: boolean }) {
  return (
    <dl part="totals" className="totals">
      <div className="total-row">
        <dt>{cartText('subtotal')}</dt>
        <dd data-total="subtotal">{storePriceText(cart.subtotalCents)}</dd>
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
          <dd data-total="discount">-{storePriceText(cart.discountCents)}</dd>
        </div>
      ) : null}
      {cart.selectedShippingOption ? (
        <div className="total-row">
          <dt>
            {cartText('shipping')} <span className="muted">({cart.selectedShippingOption.name})</span>
          </dt>
          <dd data-total="shipping">{cart.shippingCostCents === 0 ? cartText('free') : storePriceText(cart.shippingCostCents)}</dd>
        </div>
      ) : null}
      {cart.applicableTaxRules.map((rule) => (
        <div className="total-row" key={rule.id || rule.name}>
          <dt>{cartText('taxRule', { name: `${rule.name} ${percent(rule.ratePercent)}` })}</dt>
          <dd data-total="tax">{storePriceText(rule.taxCents)}</dd>
        </div>
      ))}
      <div className="total-row grand">
        <dt>{cartText('total')}</dt>
        <dd data-total="grand">{storePriceText(cart.grandTotalCents)}</dd>
      </div>
    </dl>
  );
}

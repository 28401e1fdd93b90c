import { useId, type KeyboardEvent } from 'react';
import type { CartEntry } from '../../runtime/commerce/cart-schema.js';
import { useFollowingState } from '../hooks/use-following-state.js';
import { cartText } from '../../runtime/commerce/commerce-texts.js';
import { storePriceText } from '../../runtime/commerce/store-money.js';

/** One cart line: its picture, name, options and price, the quantity stepper and the remove button. */
export function CartEntryRow({
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
  const [draft, setDraft] = useFollowingState(String(entry.quantity));
  const inputId = useId();
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
          {storePriceText(entry.unitPriceCents)}
          {entry.regularUnitPriceCents !== null ? (
            <>
              {' '}
              <s>
                <span className="visually-hidden">{cartText('regularPrice')} </span>
                {storePriceText(entry.regularUnitPriceCents)}
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
        {storePriceText(entry.lineTotalCents)}
      </p>
      <button type="button" className="link-button" part="remove" disabled={busy} onClick={() => onRemove(entry)}>
        {cartText('remove')}
        <span className="visually-hidden"> {entry.productName}</span>
      </button>
    </li>
  );
}

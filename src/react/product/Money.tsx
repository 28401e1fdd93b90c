import { useEffect, useMemo } from 'react';
import { formatMoney, isMoneyCurrency, moneyFractionDigits, parseMoneyAmount } from '../../runtime/commerce/money-format.js';
import { storeMoneySettings } from '../../runtime/commerce/store-money.js';
import { moneyText } from '../../runtime/commerce/commerce-texts.js';
import type { BlockProps } from '../block-props.js';

export interface MoneyAttributes {
  amount: string;
  currency: string;
}

export interface MoneyErrorDetail {
  amount: string;
  currency: string;
  /** Why the amount cannot be shown. */
  message: string;
}

export interface MoneyEvents {
  'ss-money-error': MoneyErrorDetail;
}


type Formatted = { ok: true; text: string } | { ok: false; message: string };

/** Formats an `<ss-money>`'s attributes: decimal major units, store currency unless given. */
export function formatMoneyAttributes(amount: string, currencyAttribute: string): Formatted {
  const settings = storeMoneySettings();
  const currency = currencyAttribute.trim().toUpperCase() || settings.currency;
  if (!isMoneyCurrency(currency)) return { ok: false, message: `<ss-money currency="${currencyAttribute}">: not a store currency.` };
  const minor = parseMoneyAmount(amount, currency);
  if (minor === undefined) {
    return { ok: false, message: `<ss-money amount="${amount}">: expected a decimal amount with at most ${moneyFractionDigits(currency)} fraction digits.` };
  }
  try {
    return { ok: true, text: formatMoney(minor, { currency, locale: settings.locale }) };
  } catch (error) {
    return { ok: false, message: `<ss-money amount="${amount}">: ${(error as Error).message}` };
  }
}

export function Money({ attributes, emit }: BlockProps<MoneyAttributes, MoneyEvents>) {
  const result = useMemo(() => formatMoneyAttributes(attributes.amount, attributes.currency), [attributes.amount, attributes.currency]);
  const failure = result.ok ? null : result.message;
  useEffect(() => {
    if (!failure) return;
    console.error(`Sitestack: ${failure}`);
    emit('ss-money-error', { amount: attributes.amount, currency: attributes.currency, message: failure });
  }, [failure]); // eslint-disable-line react-hooks/exhaustive-deps -- reported once per failure, whose message names the amount and currency

  return result.ok ? (
    <span part="base" className="money" data-state="ready">
      {result.text}
    </span>
  ) : (
    <span part="base" className="money" data-state="error" title={result.message}>
      {moneyText('invalid')}
    </span>
  );
}

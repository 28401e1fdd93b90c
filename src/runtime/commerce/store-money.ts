import { getPageContext } from '../context/current-context.js';
import type { PageContext } from '../context/page-context.js';
import { DEFAULT_MONEY_CURRENCY, formatMoney, isMoneyCurrency, resolveMoneyLocale, type MinorUnits, type MoneyCurrency } from './money-format.js';

/**
 * The store's money settings from the page context (spec 01 §3 storeSettings.selectedCurrency,
 * default USD; the site locale, default en-US).
 */
export function storeMoneySettings(context: PageContext = getPageContext()): { currency: MoneyCurrency; locale: string } {
  const selected = context.websiteSettings.storeSettings.selectedCurrency;
  return {
    currency: isMoneyCurrency(selected) ? selected : DEFAULT_MONEY_CURRENCY,
    locale: resolveMoneyLocale(context.locale),
  };
}

/** Formats minor units in the store currency and site locale. */
export function formatStoreMoney(amount: MinorUnits, context: PageContext = getPageContext()): string {
  return formatMoney(amount, storeMoneySettings(context));
}

/**
 * A price as the cart and product blocks show it: the store's money format, or nothing for an
 * amount it refuses (spec 02 §9: whole minor units, at most 15 integer places), so one bad
 * amount from the server blanks one price rather than the block.
 */
export function storePriceText(amount: MinorUnits, context: PageContext = getPageContext()): string {
  try {
    return formatStoreMoney(amount, context);
  } catch {
    return '';
  }
}

/**
 * Money formatting, spec 02 §9 "Money formatting" and spec 01 §9: amounts are integer minor
 * units (cents), never floats, so no value drifts; the decimal text handed to Intl is built from
 * the integer exactly.
 */

/** The store currencies the product formats (spec 02 §9, spec 01 §3 Money). */
export const MONEY_CURRENCIES = [
  'EUR', 'USD', 'AUD', 'NOK', 'CAD', 'NZD', 'DKK', 'GBP', 'HKD', 'CHF', 'MXN', 'SGD', 'SEK', 'CZK',
  'ILS', 'PHP', 'RUB', 'PLN', 'THB', 'MYR', 'ARS', 'BRL', 'COP', 'IDR', 'INR', 'JPY', 'ZAR',
] as const;

export type MoneyCurrency = (typeof MONEY_CURRENCIES)[number];

/** At most 15 integer places (spec 02 §9). */
export const MONEY_MAX_INTEGER_DIGITS = 15;

/** Default store currency and locale (spec 01 §9). */
export const DEFAULT_MONEY_CURRENCY: MoneyCurrency = 'USD';
export const DEFAULT_MONEY_LOCALE = 'en-US';

/** en-US symbol templates that differ from the native symbol (spec 02 §9). */
export const EN_US_CURRENCY_SYMBOLS: Readonly<Partial<Record<MoneyCurrency, string>>> = Object.freeze({
  AUD: 'A$',
  CAD: 'CA$',
  HKD: 'HK$',
});

/** An amount in minor units: a safe integer, a bigint, or a text of digits with an optional '-'. */
export type MinorUnits = number | bigint | string;

export function isMoneyCurrency(code: unknown): code is MoneyCurrency {
  return typeof code === 'string' && (MONEY_CURRENCIES as readonly string[]).includes(code);
}

/** Two fraction digits for every listed currency, none for JPY (spec 02 §9). */
export function moneyFractionDigits(currency: MoneyCurrency): 0 | 2 {
  return currency === 'JPY' ? 0 : 2;
}

export class MoneyFormatError extends RangeError {
  override name = 'MoneyFormatError';
}

/** Converts any accepted minor-unit value to a bigint, or throws a MoneyFormatError. */
export function toMinorUnits(amount: MinorUnits): bigint {
  if (typeof amount === 'bigint') return amount;
  if (typeof amount === 'number') {
    if (!Number.isSafeInteger(amount)) throw new MoneyFormatError(`Money amount ${amount} is not a whole number of minor units.`);
    return BigInt(amount);
  }
  if (typeof amount === 'string' && /^-?\d+$/.test(amount.trim())) return BigInt(amount.trim());
  throw new MoneyFormatError(`Money amount ${JSON.stringify(amount)} is not a whole number of minor units.`);
}

/** The exact decimal text of a minor-unit amount: 123456n, 2 -> "1234.56". Sign dropped. */
export function minorUnitsToDecimalText(minor: bigint, fractionDigits: number): string {
  const digits = (minor < 0n ? -minor : minor).toString().padStart(fractionDigits + 1, '0');
  if (fractionDigits === 0) return digits;
  return `${digits.slice(0, -fractionDigits)}.${digits.slice(-fractionDigits)}`;
}

/**
 * Parses a decimal amount in major units ("19.99", "-5", "1234.5") exactly into minor units for
 * `currency`. Undefined when the text is not a plain decimal or has more fraction digits than
 * the currency allows.
 */
export function parseMoneyAmount(text: string, currency: MoneyCurrency): bigint | undefined {
  const match = /^(-)?(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  const digits = moneyFractionDigits(currency);
  if (fraction.length > digits) return undefined;
  const minor = BigInt(`${whole}${fraction.padEnd(digits, '0')}`);
  return sign && minor !== 0n ? -minor : minor;
}

const formatters = new Map<string, Intl.NumberFormat>();
const localeChecks = new Map<string, string>();

/** The site's locale when Intl knows it, else en-US (spec 01 §9 default locale). */
export function resolveMoneyLocale(locale: string | null | undefined): string {
  const wanted = locale || DEFAULT_MONEY_LOCALE;
  let resolved = localeChecks.get(wanted);
  if (resolved === undefined) {
    try {
      resolved = Intl.NumberFormat.supportedLocalesOf([wanted])[0] ?? DEFAULT_MONEY_LOCALE;
    } catch {
      resolved = DEFAULT_MONEY_LOCALE;
    }
    localeChecks.set(wanted, resolved);
  }
  return resolved;
}

/** One shared Intl.NumberFormat per locale and currency (DESIGN: expensive objects are shared). */
export function moneyNumberFormat(currency: MoneyCurrency, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    const digits = moneyFractionDigits(currency);
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      useGrouping: true,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, format);
  }
  return format;
}

/** How many shared formatters exist (tests prove they are reused). */
export function moneyFormatterCount(): number {
  return formatters.size;
}

export interface FormatMoneyOptions {
  /** Store currency; defaults to USD. */
  currency?: string;
  /** Site locale; unknown locales fall back to en-US. */
  locale?: string | null;
}

/**
 * Formats integer minor units as money (spec 02 §9): the currency's fraction digits, thousands
 * grouping, at most 15 integer places, the negative sign first, en-US symbol templates
 * (A$, CA$, HK$) and native symbols otherwise. Throws a MoneyFormatError for an unknown currency,
 * a non-integer amount or more than 15 integer places.
 */
export function formatMoney(amount: MinorUnits, options: FormatMoneyOptions = {}): string {
  const currency = options.currency ?? DEFAULT_MONEY_CURRENCY;
  if (!isMoneyCurrency(currency)) {
    throw new MoneyFormatError(`Currency ${JSON.stringify(currency)} is not a store currency; expected one of ${MONEY_CURRENCIES.join(' ')}.`);
  }
  const minor = toMinorUnits(amount);
  const digits = moneyFractionDigits(currency);
  const decimal = minorUnitsToDecimalText(minor, digits);
  const integerPlaces = decimal.split('.')[0]!.length;
  if (integerPlaces > MONEY_MAX_INTEGER_DIGITS) {
    throw new MoneyFormatError(`Money amount has ${integerPlaces} integer places; at most ${MONEY_MAX_INTEGER_DIGITS} are allowed.`);
  }
  const locale = resolveMoneyLocale(options.locale);
  // Intl formats a decimal string exactly (no float conversion); the sign is added by hand so it
  // always comes first, whatever the locale's pattern.
  const parts = moneyNumberFormat(currency, locale).formatToParts(decimal as unknown as number);
  const symbol = locale === DEFAULT_MONEY_LOCALE ? EN_US_CURRENCY_SYMBOLS[currency] : undefined;
  const text = parts.map((part) => (part.type === 'currency' && symbol ? symbol : part.value)).join('');
  return minor < 0n ? `-${text}` : text;
}

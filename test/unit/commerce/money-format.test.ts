import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EN_US_CURRENCY_SYMBOLS,
  MONEY_CURRENCIES,
  MONEY_MAX_INTEGER_DIGITS,
  MoneyFormatError,
  formatMoney,
  minorUnitsToDecimalText,
  moneyFormatterCount,
  moneyFractionDigits,
  parseMoneyAmount,
  resolveMoneyLocale,
} from '../../../src/runtime/commerce/money-format.js';
import { storeMoneySettings, formatStoreMoney } from '../../../src/runtime/commerce/store-money.js';
import { parsePageContext } from '../../../src/runtime/context/page-context.js';

/** The largest amount with 15 integer places, in minor units. */
const maxMinor = (digits: number) => 10n ** BigInt(MONEY_MAX_INTEGER_DIGITS + digits) - 1n;

/** Reads a formatted amount back: its sign, integer digits and fraction digits, using the locale's separators. */
function readBack(text: string, locale: string) {
  const sample = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const group = sample.find((p) => p.type === 'group')!.value;
  const decimal = sample.find((p) => p.type === 'decimal')!.value;
  const negative = text.startsWith('-');
  const numberText = text.replace(/^-/, '').replace(/[^\d.,\s\u00a0\u202f']/g, '').trim();
  const [whole = '', fraction = ''] = numberText.split(decimal);
  return { negative, groups: whole.split(group).map((g) => g.trim()), fraction };
}

describe('formatMoney', () => {
  // spec 02 §9 money formatting: 2 fraction digits for the listed currencies, 0 for JPY
  it('lists the 27 spec currencies, two fraction digits each except JPY with none', () => {
    expect(MONEY_CURRENCIES).toHaveLength(27);
    for (const currency of MONEY_CURRENCIES) expect(moneyFractionDigits(currency)).toBe(currency === 'JPY' ? 0 : 2);
    expect(formatMoney(123456, { currency: 'JPY' })).toBe('¥123,456');
    expect(formatMoney(123456, { currency: 'EUR' })).toBe('€1,234.56');
  });

  // spec 02 §9: en-US symbol templates A$, CA$, HK$; native symbols otherwise
  it.each([
    ['AUD', 'A$12.50'],
    ['CAD', 'CA$12.50'],
    ['HKD', 'HK$12.50'],
    ['USD', '$12.50'],
    ['GBP', '£12.50'],
    ['INR', '₹12.50'],
    ['BRL', 'R$12.50'],
  ])('%s in en-US is %s', (currency, expected) => {
    expect(formatMoney(1250, { currency })).toBe(expected);
  });

  // spec 02 §9: negative sign prefixed, whatever the locale's own pattern
  it('puts the negative sign first', () => {
    expect(formatMoney(-1999)).toBe('-$19.99');
    expect(formatMoney(-1999, { currency: 'EUR', locale: 'de-DE' })).toMatch(/^-19,99\s€$/);
    expect(formatMoney(-1999, { currency: 'EUR', locale: 'nl-NL' }).startsWith('-')).toBe(true);
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-0)).toBe('$0.00');
  });

  // spec 02 §9: at most 15 integer places; amounts are integer minor units (no float drift)
  it('takes 15 integer places exactly and refuses a 16th', () => {
    expect(formatMoney(maxMinor(2))).toBe('$999,999,999,999,999.99');
    expect(formatMoney(String(-maxMinor(0)), { currency: 'JPY' })).toBe('-¥999,999,999,999,999');
    expect(() => formatMoney(maxMinor(2) + 1n)).toThrow(MoneyFormatError);
    expect(() => formatMoney(10.5)).toThrow(/whole number of minor units/);
    expect(() => formatMoney(Number.MAX_SAFE_INTEGER + 2)).toThrow(MoneyFormatError);
    expect(formatMoney(1)).toBe('$0.01');
    expect(formatMoney(10 + 20)).toBe('$0.30');
  });

  it('refuses a currency the store does not list, naming the list', () => {
    expect(() => formatMoney(100, { currency: 'XYZ' })).toThrow(/not a store currency; expected one of EUR USD/);
  });

  // spec 01 §9 default locale en-US
  it('falls back to en-US for a locale Intl does not know, and follows a known one', () => {
    expect(resolveMoneyLocale('not a locale!')).toBe('en-US');
    expect(resolveMoneyLocale(undefined)).toBe('en-US');
    expect(formatMoney(123456, { currency: 'EUR', locale: 'not a locale!' })).toBe('€1,234.56');
    expect(formatMoney(123456, { currency: 'EUR', locale: 'fr-FR' })).toMatch(/^1\s234,56\s€$/);
  });

  it('shares one Intl.NumberFormat per locale and currency', () => {
    formatMoney(1, { currency: 'SEK', locale: 'sv-SE' });
    const count = moneyFormatterCount();
    for (let i = 0; i < 50; i++) formatMoney(i, { currency: 'SEK', locale: 'sv-SE' });
    expect(moneyFormatterCount()).toBe(count);
  });

  // spec 02 §9: every currency, random amounts including negatives and 15-digit integers
  it.each(MONEY_CURRENCIES.map((c) => [c]))('%s: numeric value, grouping and fraction digits match Intl (property)', (currency) => {
    const digits = moneyFractionDigits(currency);
    fc.assert(
      fc.property(fc.bigInt({ min: -maxMinor(digits), max: maxMinor(digits) }), fc.constantFrom('en-US', 'de-DE', 'en-IN', 'ja-JP'), (minor, locale) => {
        const text = formatMoney(minor, { currency, locale });
        const { negative, groups, fraction } = readBack(text, locale);
        expect(negative).toBe(minor < 0n);
        expect(fraction.length).toBe(digits);
        // The value read back is the exact integer of minor units.
        expect(BigInt(groups.join('') + fraction)).toBe(minor < 0n ? -minor : minor);
        // Grouped as Intl groups the same number, and at most 15 integer places.
        const reference = new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 0 })
          .formatToParts(BigInt(groups.join('')))
          .filter((p) => p.type === 'integer')
          .map((p) => p.value);
        expect(groups).toEqual(reference);
        expect(groups.join('').length).toBeLessThanOrEqual(MONEY_MAX_INTEGER_DIGITS);
      }),
      { numRuns: 60 },
    );
  });

  it('equals Intl.NumberFormat for amounts a float holds exactly (property, en-US)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MONEY_CURRENCIES), fc.integer({ min: -1e9, max: 1e9 }), (currency, minor) => {
        const digits = moneyFractionDigits(currency);
        const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: digits, maximumFractionDigits: digits });
        const expectedParts = intl.formatToParts(Math.abs(minor) / 10 ** digits).filter((p) => p.type !== 'currency' && p.type !== 'literal' && p.type !== 'minusSign');
        const symbol = EN_US_CURRENCY_SYMBOLS[currency] ?? intl.formatToParts(1).find((p) => p.type === 'currency')!.value;
        const text = formatMoney(minor, { currency });
        expect(text.replace(/^-/, '').replace(symbol, '').trim()).toBe(expectedParts.map((p) => p.value).join(''));
        expect(text.includes(symbol)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('turns minor units into exact decimal text', () => {
    expect(minorUnitsToDecimalText(5n, 2)).toBe('0.05');
    expect(minorUnitsToDecimalText(-123456n, 2)).toBe('1234.56');
    expect(minorUnitsToDecimalText(7n, 0)).toBe('7');
  });
});

describe('parseMoneyAmount', () => {
  it('reads major-unit decimal text exactly into minor units', () => {
    expect(parseMoneyAmount('19.99', 'USD')).toBe(1999n);
    expect(parseMoneyAmount('1234.5', 'EUR')).toBe(123450n);
    expect(parseMoneyAmount('-5', 'USD')).toBe(-500n);
    expect(parseMoneyAmount('1500', 'JPY')).toBe(1500n);
    expect(parseMoneyAmount('0.1', 'USD')! + parseMoneyAmount('0.2', 'USD')!).toBe(30n);
  });

  it.each(['', 'abc', '1.999', '1,5', '1e3', '--1', '12.5.1'])('refuses %j', (text) => {
    expect(parseMoneyAmount(text, 'USD')).toBeUndefined();
  });

  it('refuses fraction digits JPY does not have', () => {
    expect(parseMoneyAmount('10.5', 'JPY')).toBeUndefined();
  });

  it('round-trips through formatMoney (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -maxMinor(2), max: maxMinor(2) }), (minor) => {
        const decimal = `${minor < 0n ? '-' : ''}${minorUnitsToDecimalText(minor, 2)}`;
        expect(parseMoneyAmount(decimal, 'USD')).toBe(minor);
      }),
    );
  });
});

describe('store money', () => {
  // spec 01 §3 storeSettings.selectedCurrency default USD; spec 01 §9 default locale en-US
  it('uses the store currency and site locale from the page context, USD and en-US by default', () => {
    expect(storeMoneySettings(parsePageContext({}).context)).toEqual({ currency: 'USD', locale: 'en-US' });
    const gbp = parsePageContext({ websiteSettings: { storeSettings: { selectedCurrency: 'GBP' } }, locale: 'en-GB' }).context;
    expect(formatStoreMoney(123456, gbp)).toBe('£1,234.56');
    const unknown = parsePageContext({ websiteSettings: { storeSettings: { selectedCurrency: 'XYZ' } } }).context;
    expect(storeMoneySettings(unknown).currency).toBe('USD');
  });
});

import { englishProductText, type ProductTextLookup } from './commerce-texts.js';
import { variantStock } from './price-display.js';
import { sellableVariants, type Product, type ProductVariant } from './product-schema.js';

/** Option name -> chosen value; a missing name means "not chosen yet". */
export type VariantSelection = Readonly<Record<string, string>>;

export interface ProductOption {
  name: string;
  values: string[];
}

/** The product's options in display order, each with its values in first-seen order. */
export function productOptions(product: Product): ProductOption[] {
  const order = [...(product.variantOptionOrdering ?? [])];
  const values = new Map<string, string[]>();
  for (const variant of sellableVariants(product)) {
    for (const option of variant.optionValues) {
      const name = option.optionName || 'Option';
      if (!order.includes(name)) order.push(name);
      const list = values.get(name) ?? [];
      if (!list.includes(option.value)) list.push(option.value);
      values.set(name, list);
    }
  }
  return order.filter((name) => values.has(name)).map((name) => ({ name, values: values.get(name)! }));
}

function optionValue(variant: ProductVariant, name: string): string | undefined {
  return variant.optionValues.find((option) => (option.optionName || 'Option') === name)?.value;
}

function matches(variant: ProductVariant, selection: VariantSelection): boolean {
  return Object.entries(selection).every(([name, value]) => optionValue(variant, name) === value);
}

/** The one variant the selection names, once every option is chosen; a product without options has one. */
export function findVariant(product: Product, selection: VariantSelection): ProductVariant | null {
  const options = productOptions(product);
  const variants = sellableVariants(product);
  if (options.length === 0) return variants[0] ?? null;
  if (!options.every((option) => selection[option.name] !== undefined)) return null;
  return variants.find((variant) => matches(variant, selection)) ?? null;
}

/**
 * Whether choosing `value` for `optionName`, with the other options as selected, can still lead to
 * a variant in stock. Selectors disable the values for which this is false (sold-out combinations).
 */
export function isOptionValueAvailable(product: Product, selection: VariantSelection, optionName: string, value: string): boolean {
  const next: Record<string, string> = { ...selection, [optionName]: value };
  return sellableVariants(product).some((variant) => matches(variant, next) && variantStock(product, variant) > 0);
}

/** The first selection to show: each option's only value when it has one, else nothing chosen. */
export function initialSelection(product: Product): VariantSelection {
  const selection: Record<string, string> = {};
  for (const option of productOptions(product)) if (option.values.length === 1) selection[option.name] = option.values[0]!;
  return selection;
}

export type AddToCartCheck =
  | { ok: true; quantity: number }
  | { ok: false; reason: 'choose-options' | 'sold-out' | 'not-enough-stock' | 'invalid-quantity'; message: string };

/** Message texts shown beside the add-to-cart button (en-US by default; `text` gives a site's translation). */
export function addToCartMessages(t: ProductTextLookup = englishProductText) {
  return {
    chooseOptions: (names: string[]) => t('chooseOptions', { options: names.join(t('optionsJoin')) }),
    soldOut: t('soldOut'),
    notEnoughStock: (available: number) => (available === 1 ? t('notEnoughStockOne') : t('notEnoughStock', { count: available })),
    invalidQuantity: t('invalidQuantity'),
  };
}

/** The en-US messages (the server answers with these). */
export const ADD_TO_CART_MESSAGES = addToCartMessages();

/**
 * The inventory check before adding to the cart: every option chosen, a whole quantity of 1 or
 * more, and no more than the variant's stock minus what the cart already holds.
 */
export function checkAddToCart(product: Product, selection: VariantSelection, quantity: number, alreadyInCart = 0, text: ProductTextLookup = englishProductText): AddToCartCheck {
  const messages = text === englishProductText ? ADD_TO_CART_MESSAGES : addToCartMessages(text);
  if (!Number.isInteger(quantity) || quantity < 1) {
    return { ok: false, reason: 'invalid-quantity', message: messages.invalidQuantity };
  }
  const variant = findVariant(product, selection);
  if (!variant) {
    const missing = productOptions(product)
      .filter((option) => selection[option.name] === undefined)
      .map((option) => option.name);
    if (missing.length > 0) return { ok: false, reason: 'choose-options', message: messages.chooseOptions(missing) };
    return { ok: false, reason: 'sold-out', message: messages.soldOut };
  }
  const available = variantStock(product, variant) - alreadyInCart;
  if (available <= 0) return { ok: false, reason: 'sold-out', message: messages.soldOut };
  if (quantity > available) return { ok: false, reason: 'not-enough-stock', message: messages.notEnoughStock(available) };
  return { ok: true, quantity };
}

/** Whether a cart line can still be bought as it stands (spec 02 §3 sold out; issue 17). */
export type CartLineAvailability = 'available' | 'not-enough-stock' | 'sold-out';

/**
 * A cart line against the stock now (null: unlimited or digital): re-checked whenever the cart is
 * read, so a shopper whose item sold out meanwhile learns it before pressing Checkout. The words
 * are the product block's (spec 02 §3 "Sold out"). Nothing is reserved: the stock is still taken
 * atomically at checkout.
 */
export function cartLineAvailability(
  quantity: number,
  stock: number | null,
  text: ProductTextLookup = englishProductText,
): { availability: CartLineAvailability; availabilityMessage: string | null } {
  if (stock === null || quantity <= stock) return { availability: 'available', availabilityMessage: null };
  const messages = text === englishProductText ? ADD_TO_CART_MESSAGES : addToCartMessages(text);
  if (stock <= 0) return { availability: 'sold-out', availabilityMessage: messages.soldOut };
  return { availability: 'not-enough-stock', availabilityMessage: messages.notEnoughStock(stock) };
}

/**
 * The selection the visitor made in a server-drawn product form before the block's code arrived
 * (the option selects' values, in display order), over the initial selection; a value the
 * product does not have is ignored. Spec 02 §4 variant selection: nothing the visitor chose is lost.
 */
export function selectionFromFormValues(product: Product, values: readonly string[]): VariantSelection {
  const selection: Record<string, string> = { ...initialSelection(product) };
  productOptions(product).forEach((option, i) => {
    const value = values[i];
    if (value && option.values.includes(value)) selection[option.name] = value;
  });
  return selection;
}

/** Whether two selections choose the same values. */
export function isSameSelection(a: VariantSelection, b: VariantSelection): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

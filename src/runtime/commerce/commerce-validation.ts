/** Spec 02 §5 validation rules and §9 limits for the store. */

/** Product price maximum, in cents (spec 02 §5, §9). */
export const PRODUCT_PRICE_MAX_CENTS = 100_000_000;
/** SKU maximum length (spec 02 §5, §9). */
export const SKU_MAX_LENGTH = 60;
/** Most products one collection (the store) lists (spec 03 §9 platform-wide limits). */
export const MAX_PRODUCTS_PER_COLLECTION = 200;
/** Generated SKUs: the letters SQ and 7 random digits (spec 02 §5). */
export const GENERATED_SKU_PATTERN = /^SQ\d{7}$/;

/** A US zip code is exactly 5 digits (spec 02 §5): one rule, shared with the form fields. */
export { isValidUsZip } from '../forms/form-validation.js';

/** A price in whole cents from 0 to the maximum (spec 02 §5). */
export function isValidProductPriceCents(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents >= 0 && cents <= PRODUCT_PRICE_MAX_CENTS;
}

/** A SKU of 1 to 60 characters (spec 02 §5). */
export function isValidSku(sku: string): boolean {
  return sku.length >= 1 && sku.length <= SKU_MAX_LENGTH;
}

/** SQ followed by 7 random digits (spec 02 §5); `random` returns [0, 1). */
export function generateSku(random: () => number = Math.random): string {
  let digits = '';
  for (let i = 0; i < 7; i++) digits += String(Math.min(9, Math.floor(random() * 10)));
  return `SQ${digits}`;
}

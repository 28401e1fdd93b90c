/**
 * Spec 01 §8 / spec 02 §8: "A failed cart bundle load logs 'Failed to load cart page bundle.'"
 * The loader logs it when the full-page cart's code cannot load; the cart's texts carry it too.
 * A module of its own, holding one string, so the loader takes nothing else with it.
 */
export const CART_BUNDLE_FAILED_MESSAGE = 'Failed to load cart page bundle.';

/** Tooltip constants and placement (spec 02 §9 "Tooltip", "Edge margin for positioning"). */

/** Spec 02 §9: hover delay before a tooltip shows. */
export const TOOLTIP_DELAY_MS = 1200;
/** Spec 02 §9: tooltip width. */
export const TOOLTIP_WIDTH_PX = 250;
/** Spec 02 §9: distance from the mouse pointer. */
export const TOOLTIP_MOUSE_OFFSET_PX = 15;
/** Spec 02 §9: fade duration (the visibility animations' default). */
export const TOOLTIP_FADE_MS = VISIBILITY_ANIMATION_DEFAULT_MS;
/** Spec 02 §9: overlays keep this far from the window edges. */
export const EDGE_MARGIN_PX = 20;

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

/**
 * Where the tooltip goes: 15 px right of and below the pointer (or below the trigger for
 * keyboard focus); flipped to the other side when it would cross the 20 px edge margin, and
 * always kept inside the window.
 */
import { VISIBILITY_ANIMATION_DEFAULT_MS } from './visibility-animation.js';
export function placeTooltip(anchor: Point, tooltip: Size, viewport: Size): { left: number; top: number } {
  const max = (limit: number, size: number) => Math.max(EDGE_MARGIN_PX, limit - EDGE_MARGIN_PX - size);
  let left = anchor.x + TOOLTIP_MOUSE_OFFSET_PX;
  if (left + tooltip.width > viewport.width - EDGE_MARGIN_PX) left = anchor.x - TOOLTIP_MOUSE_OFFSET_PX - tooltip.width;
  let top = anchor.y + TOOLTIP_MOUSE_OFFSET_PX;
  if (top + tooltip.height > viewport.height - EDGE_MARGIN_PX) top = anchor.y - TOOLTIP_MOUSE_OFFSET_PX - tooltip.height;
  left = Math.min(Math.max(left, EDGE_MARGIN_PX), max(viewport.width, tooltip.width));
  top = Math.min(Math.max(top, EDGE_MARGIN_PX), max(viewport.height, tooltip.height));
  return { left, top };
}

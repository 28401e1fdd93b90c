/** Spec 01 §9 "Widths": the container widths at which blocks change their layout. */
export const BLOCK_WIDTHS = Object.freeze({
  /** The image block is narrow under 415 px. */
  imageNarrowBelowPx: 415,
  /** The newsletter block is a small container under 320 px. */
  newsletterSmallBelowPx: 320,
  /** The booking widget is wide above 850 px. */
  bookingWideAbovePx: 850,
  /** The reservation layout is a column at 750 px or less. */
  reservationColumnAtOrBelowPx: 750,
} as const);

/** Spec 01 §9: image block narrow under 415. */
export function isNarrowImageBlock(widthPx: number): boolean {
  return widthPx < BLOCK_WIDTHS.imageNarrowBelowPx;
}

/** Spec 01 §9: booking widget wide above 850. */
export function isWideBookingWidget(widthPx: number): boolean {
  return widthPx > BLOCK_WIDTHS.bookingWideAbovePx;
}

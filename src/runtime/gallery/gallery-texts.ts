import { textLookup } from '../i18n/text-lookup.js';

/**
 * Visitor-facing texts of the gallery (catalogue keys `gallery.*`), en-US: the spec 02 §2 default
 * title 'Gallery' verbatim, the rest the product's own wording. Placeholders are `{name}`.
 */
export const GALLERY_TEXTS = Object.freeze({
  /** Spec 02 §2: a gallery's name when it has no label (the lightbox's default title too). */
  label: 'Gallery',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  previousSlides: 'Previous slides',
  nextSlides: 'Next slides',
  startRotation: 'Start slide rotation',
  stopRotation: 'Stop slide rotation',
  chooseSlide: 'Choose a slide',
  /** A carousel slide's name (WAI-ARIA carousel pattern: "3 of 12"). */
  slidePosition: '{index} of {count}',
  /** The name of a slide with neither title nor alt text. */
  imagePosition: 'Image {index} of {count}',
  openInLightbox: 'Open {name} in the lightbox',
  showSlide: 'Show {name}',
  /** Problems with a gallery's configuration, shown in the block (translatable) and logged in en-US. */
  dataDecodeError: 'Error decoding gallery block data: {reason}.',
  dataInvalid: 'Error evaluating gallery block data: invalid {fields}.',
  unknownDesign: 'Unknown gallery design "{name}"; expected one of {designs}.',
  unknownTransition: 'Unknown slideshow transition "{name}".',
  stripAlignment: 'Strip alignment must be start, middle or end (got "{value}").',
  newSwipeBoundaries: 'New-swipe boundaries must each be none, hard or inertial (got {value}).',
  newSwipeSnapPoints: 'New-swipe snap points must end in % or be none (got {value}).',
  /** Any other configuration error, its message as thrown. */
  error: '{message}',
} as const);

export type GalleryTextName = keyof typeof GALLERY_TEXTS;

export const galleryText = /* @__PURE__ */ textLookup('gallery.', GALLERY_TEXTS);

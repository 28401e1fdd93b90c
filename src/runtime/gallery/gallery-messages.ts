/**
 * Visitor-facing texts of the gallery, the lightbox and the video block, in en-US. Spec texts
 * are verbatim (spec 02 §2 default title 'Gallery'; 'Invalid video embed.' lives with the video
 * rules); the rest are the product's own wording. Blocks look each up with `siteText(key, text)`
 * so a site can translate it; the i18n catalogue (message-catalogue.ts) lists them by key.
 * Placeholders are `{name}`.
 */

export const GALLERY_PREVIOUS_SLIDE_TEXT = 'Previous slide';
export const GALLERY_NEXT_SLIDE_TEXT = 'Next slide';
export const GALLERY_PREVIOUS_SLIDES_TEXT = 'Previous slides';
export const GALLERY_NEXT_SLIDES_TEXT = 'Next slides';
export const GALLERY_START_ROTATION_TEXT = 'Start slide rotation';
export const GALLERY_STOP_ROTATION_TEXT = 'Stop slide rotation';
export const GALLERY_CHOOSE_SLIDE_TEXT = 'Choose a slide';
/** A carousel slide's name (WAI-ARIA carousel pattern: "3 of 12"). */
export const GALLERY_SLIDE_POSITION_TEXT = '{index} of {count}';
/** The name of a slide with neither title nor alt text. */
export const GALLERY_IMAGE_POSITION_TEXT = 'Image {index} of {count}';
export const GALLERY_OPEN_IN_LIGHTBOX_TEXT = 'Open {name} in the lightbox';
export const GALLERY_SHOW_SLIDE_TEXT = 'Show {name}';

/** Spec 02 §2: the lightbox's default title, 'Gallery'; also a gallery's name when it has no label. */
export const LIGHTBOX_DEFAULT_TITLE = 'Gallery';
export const LIGHTBOX_CLOSE_TEXT = 'Close';
export const LIGHTBOX_PREVIOUS_TEXT = 'Previous image';
export const LIGHTBOX_NEXT_TEXT = 'Next image';
export const LIGHTBOX_SHOW_CAPTION_TEXT = 'Show caption';
export const LIGHTBOX_HIDE_CAPTION_TEXT = 'Hide caption';
/** The lightbox counter, "3 / 12". */
export const LIGHTBOX_COUNTER_TEXT = '{index} / {count}';

export const VIDEO_DEFAULT_TITLE = 'Video';
export const VIDEO_PLAY_TEXT = 'Play video: {title}';

/** Problems with a gallery's configuration, shown in the block (translatable) and logged in en-US. */
export const GALLERY_DATA_DECODE_ERROR = 'Error decoding gallery block data: {detail}';
export const GALLERY_DATA_INVALID_ERROR = 'Error evaluating gallery block data: invalid {fields}.';
export const GALLERY_UNKNOWN_DESIGN_ERROR = 'Unknown gallery design "{name}"; expected one of {designs}.';
export const GALLERY_UNKNOWN_TRANSITION_ERROR = 'Unknown slideshow transition "{name}".';
export const STRIP_ALIGNMENT_ERROR = 'Strip alignment must be start, middle or end (got "{value}").';
export const NEW_SWIPE_BOUNDARIES_ERROR = 'New-swipe boundaries must each be none, hard or inertial (got {value}).';
export const NEW_SWIPE_SNAP_POINTS_ERROR = 'New-swipe snap points must end in % or be none (got {value}).';

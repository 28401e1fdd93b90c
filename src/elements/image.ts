import { booleanAttribute, enumAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { IMAGE_LAYOUTS, Image, type ImageEvents } from '../react/image/Image.js';
import imageCss from '../styles/image.css?inline';
import { createBlockElement } from './block-element.js';
import { prepareImageBlock } from '../runtime/blocks/image-block-rules.js';

/**
 * The image block in six layouts (spec 03 §3 image variants): `inline`, `poster` (text over the
 * image), `card` (text beside it), `overlap` (a text panel over its edge), `collage` (offset over a
 * coloured block) and `stack` (centred text below). Under 415 px of its own width the block is narrow
 * (spec 01 §9) and stacks. The `<img>` child is loaded by the shared image loader (`data-src`,
 * `data-image-dimensions`, `data-image-focal-point`, lazy within 200 px); every other child is the text.
 * Give the `<img>` a small `src` plus its `width` and `height` (the same shape as `data-image-dimensions`):
 * it is then visible without script and nothing moves when the block upgrades or the right size loads.
 * An image that cannot load leaves a small "Image unavailable" note in its frame.
 * When the site's `websiteSettings.pinterestOverlayOptions.mode` is on, a "Pin it" link over the image
 * (shown on hover and keyboard focus) opens the pin-creation page for that image.
 *
 * ```html
 * <ss-image layout="card">
 *   <img src="/img/bakery.jpg?format=300w" data-src="/img/bakery.jpg" data-image-dimensions="1600x1200" width="1600" height="1200" alt="Fresh bread on the counter">
 *   <h2>Our bakery</h2><p>Baked every morning since 1962.</p>
 * </ss-image>
 * ```
 *
 * @tag ss-image
 * @summary An image with optional text, in one of six layouts: inline, poster, card, overlap, collage or stack.
 *
 * @attr {`inline`, `poster`, `card`, `overlap`, `collage`, `stack`} layout - How image and text are arranged. Default: `inline`.
 * @attr {link} href - Makes the image a link (checked by the spec 01 §5 URL rules).
 * @attr {boolean} new-window - Open the image link in a new window. Default: off.
 *
 * @fires ss-image-link-click - The visitor clicked the linked image (cancelable). detail: `{ href }`.
 *
 * @csspart base - The block; `data-layout`, and `data-narrow` under 415 px.
 * @csspart media - The frame around the image; `data-state` is `ready`, `error` or `empty`.
 * @csspart link - The link around the image, when `href` is set.
 * @csspart content - The text beside, below or over the image.
 * @csspart error - The note shown when the image cannot load.
 * @csspart pin-it - The "Pin it" link over the image, when the site's pinterestOverlayOptions.mode is on.
 *
 * @cssprop --ss-image-gap - Space between image and text. Default: 1rem.
 * @cssprop --ss-image-radius - Image corner radius.
 * @cssprop --ss-image-poster-overlay - Background behind poster text.
 * @cssprop --ss-image-poster-color - Poster text colour. Default: white.
 * @cssprop --ss-image-panel-background - Overlap text panel background.
 * @cssprop --ss-image-collage-color - The collage's coloured block.
 * @cssprop --ss-image-pin-background - Background of the "Pin it" link.
 * @cssprop --ss-image-pin-color - Text colour of the "Pin it" link. Default: white.
 * @cssprop --ss-image-card-padding - Space inside the card designs. Default: 0.
 * @cssprop --ss-image-card-background - Background of the card designs. Default: transparent.
 * @cssprop --ss-image-poster-padding - Space around poster text. Default: 1.5rem.
 * @cssprop --ss-image-panel-padding - Space inside the overlap text panel. Default: 1.5rem.
 */
export class SsImage extends createBlockElement({
  tag: 'ss-image',
  component: Image,
  attributes: {
    layout: enumAttribute(IMAGE_LAYOUTS, 'inline'),
    href: stringAttribute(''),
    'new-window': booleanAttribute(),
  },
  styles: [imageCss],
  prepareHost: prepareImageBlock,
}) {}

export type { ImageEvents };
export default SsImage;

declare global {
  interface HTMLElementTagNameMap {
    'ss-image': SsImage;
  }
}

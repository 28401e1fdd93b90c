import { booleanAttribute, parseAttributes, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { prepareGalleryHost } from '../react/gallery/prepare-gallery.js';
import { Gallery, type GalleryEvents } from '../react/gallery/Gallery.js';
import galleryCss from '../styles/gallery.css?inline';
import { createBlockElement } from './block-element.js';

/** The element's attributes (also read by `prepareHost` on a server). */
const attributes = {
  design: stringAttribute(''),
  transition: stringAttribute(''),
  autoplay: booleanAttribute(),
  loop: booleanAttribute(),
  lightbox: booleanAttribute(),
  thumbnails: booleanAttribute(),
  history: booleanAttribute(),
  link: stringAttribute(''),
  'collection-url': stringAttribute(''),
  label: stringAttribute(''),
  'data-block-json': stringAttribute(''),
};

/**
 * Gallery block (spec 03 §1-5, §9; lightbox spec 02 §2, §4, §9). Slides are `<figure>`
 * children with an `<img>` and the spec's `data-*` slide attributes, visible and indexable
 * without script; block data comes from `data-block-json` or a child
 * `<script type="application/json">`.
 *
 * @tag ss-gallery
 * @summary Image gallery in one of nine designs, with an optional lightbox.
 *
 * @attr {string} design - base (default), grid, autogrid, autocolumns, autorows, carousel, list, slideshow (also "stacked") or slider (also "strip"). Overrides the block data's design.
 * @attr {string} transition - Slideshow transition: fade (default), kenburns, scroll, swipe or new-swipe.
 * @attr {boolean} autoplay - Advance slideshow, slider and carousel designs automatically (off with `?nomotion=true`; a pause control is shown).
 * @attr {boolean} loop - Wrap from the last slide to the first and back.
 * @attr {boolean} lightbox - Open a slide in the lightbox on click, Enter or Space.
 * @attr {boolean} thumbnails - Show a linked thumbnail strip under a slideshow.
 * @attr {boolean} history - Keep the current slide's id in the address (`#itemId=...`).
 * @attr {string} link - Galleries with the same link name (a slideshow and a slider of thumbnails) keep the same current slide.
 * @attr {string} collection-url - The collection's full URL: a page path below it names the item to open (`/gallery/sourdough`), and with `history` the current item is written that way.
 * @attr {string} label - Accessible name of the gallery and the lightbox. Default: "Gallery" (site translation key gallery.label).
 * @attr {string} data-block-json - Spec 03 §3 block data as JSON.
 *
 * @fires ss-gallery-change - The visitor moved to another slide. detail: `{ index, previousIndex, slideId }`.
 * @fires ss-gallery-reached-end - Next at the last slide without loop. detail: `{ index }`.
 * @fires ss-gallery-reached-beginning - Previous at the first slide without loop. detail: `{ index }`.
 * @fires ss-lightbox-open - The lightbox opened. detail: `{ index, slideId }`.
 * @fires ss-lightbox-close - The lightbox closed. detail: `{ index, slideId }` of the slide shown last.
 *
 * @csspart base - The gallery wrapper; `data-design` names the design.
 * @csspart slides - The list or track of slides.
 * @csspart slide - One slide; `data-state` is active/before/after in sliding designs.
 * @csspart slide-active - The current slide.
 * @csspart slide-button - The control over a slide (open in lightbox, or step).
 * @csspart slide-link - The link over a slide with a click-through URL.
 * @csspart previous - Previous control.
 * @csspart next - Next control.
 * @csspart rotation - Autoplay pause/play control.
 * @csspart caption - The slideshow's caption overlay (block data meta-position; `data-position`).
 * @csspart thumbnails - The thumbnail strip.
 * @csspart thumbnail - One thumbnail button.
 * @csspart error - The small error note for bad block data or an unknown design.
 * @csspart lightbox - The lightbox dialog.
 * @csspart lightbox-image - The image in the lightbox.
 * @csspart lightbox-caption - The lightbox caption panel.
 * @csspart lightbox-close - The lightbox close button.
 * @csspart lightbox-counter - The "3 / 12" counter.
 * @csspart lightbox-previous - The lightbox's previous button (desktop).
 * @csspart lightbox-next - The lightbox's next button (desktop).
 * @csspart lightbox-caption-toggle - The mobile caption toggle.
 * @csspart lightbox-video - A video slide in the lightbox; `data-state` is overlay, playing or error.
 * @csspart lightbox-video-play - Its play button.
 * @csspart lightbox-video-embed - Its provider iframe.
 * @csspart lightbox-video-error - Its "Invalid video embed." message.
 *
 * @cssprop --ss-gallery-aspect-ratio - Cell and slideshow aspect ratio (also before upgrade). Default: 1 for grids, 3/2 for slideshows.
 * @cssprop --ss-gallery-gap - Gap between grid cells. Default: 20px (grid), 0 (autogrid).
 * @cssprop --ss-gallery-columns - Columns of the grid design. Default: 4 (2 under 600px).
 * @cssprop --ss-gallery-control-size - Size of the previous/next buttons. Default: 2.75rem.
 * @cssprop --ss-gallery-thumbnail-height - Thumbnail strip height. Default: 64px (block data thumbnail-strip-height).
 * @cssprop --ss-gallery-caption-background - Caption overlay background. Default: black at 60 %.
 * @cssprop --ss-gallery-caption-color - Caption overlay text colour. Default: white.
 * @cssprop --ss-gallery-list-image-size - List design: the image's share of the row (block data listImageSize, e.g. 40%); set it on the element so the pre-upgrade layout matches.
 * @cssprop --ss-gallery-strip-spacing - Slider design: space between slides. Default: block data vSize, else 10px.
 * @cssprop --ss-gallery-ratio - On a figure: its width / height, so autorows and slider reserve its exact box before upgrade.
 * @cssprop --ss-lightbox-background - Lightbox overlay colour. Default: black or white at 95 %.
 */
export class SsGallery extends createBlockElement({
  tag: 'ss-gallery',
  component: Gallery,
  attributes,
  styles: [galleryCss],
  prepareHost: (host) => prepareGalleryHost(host, parseAttributes('ss-gallery', attributes, (name) => host.getAttribute(name)).values),
}) {}

export type { GalleryEvents };
export default SsGallery;

declare global {
  interface HTMLElementTagNameMap {
    'ss-gallery': SsGallery;
  }
}

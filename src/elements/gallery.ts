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
 * An image gallery in one of nine designs (spec 03 §1-4, §9). Slides are `<figure>` children with an
 * `<img>` and the spec's slide attributes (`data-slide-id`, `data-slide-url`, `data-click-through-url`,
 * `data-image-dimensions="1600x1067"`, `data-image-focal-point="0.5,0.3"`, `data-type="image|video"`, and for
 * the lightbox `data-title`, `data-description`, `data-lightbox-theme`); they are visible and indexable
 * without script, and the pre-upgrade rules lay them out as the design will, so upgrading shifts nothing
 * (put the design in the `design` attribute, and a non-default `imageAspectRatio` also in
 * `--ss-gallery-aspect-ratio`, give a slideshow's images their `width` and `height`, and for
 * `autorows` and `slider` each figure's width / height in a `style="--ss-gallery-ratio: 1.5"`, for
 * that). A slideshow's height follows the slide it shows (auto height, spec 03 §9) unless
 * `--ss-gallery-aspect-ratio` or `imageAspectRatio` fixes its box: fix it for an autoplaying
 * slideshow whose slides differ in shape, or the page under it moves each time it advances. An `<img>` with `data-src` instead of `src` is loaded by the
 * shared image loader when near the viewport (200 px; 16 images at once, 1 on mobile), at the stored
 * width its cell needs. Block data (spec 03 §3) comes from `data-block-json` or a child
 * `<script type="application/json">`; bad data or an unknown design/transition shows a small error in
 * the block, logs one console error, and the slides stay.
 *
 * Designs: `base`, `grid` (4 per row, 20 px), `autogrid` (250 px columns), `autocolumns` (masonry),
 * `autorows` (justified rows of 250 px), `list`, `carousel` (3 per row, 2 under 480 px; previous/next
 * disabled on the first/last group, hidden when all fit), `slideshow` (`stacked`: one slide, transitions
 * `fade`, `kenburns`, `scroll`, `swipe`, `new-swipe`; click goes next, or a click-through URL is
 * followed) and `slider` (`strip`: clicking another slide makes it current, the current one goes next).
 * Sliding designs follow the WAI-ARIA carousel pattern: previous/next buttons, Left/Right keys, touch
 * swipe (50 px within 250 ms on a viewport up to 767 px wide; wider, a drag over half the slide), no
 * change while a slide is moving, `loop` or the reached-end/beginning
 * events, autoplay with a pause control (paused on hover and focus, while a video plays, with
 * `?nomotion=true`, and until started when reduced motion is asked for). The first autoplay step
 * counts from when the first slide was first seen: a slideshow the server drew in the first screen
 * has shown since the page's first paint, so it steps when the rest of the timeout is up (at least
 * 1 s after its code runs); one below the first screen waits a whole timeout. With `lightbox`, a click, Enter
 * or Space on a slide opens the lightbox: a modal dialog with close, previous/next (wrapping; on mobile
 * no arrows, clamped ends and a caption toggle), a "2 / 12" counter, Left/Right keys (one step per
 * 200 ms), click zones (left half previous, right half next), Esc or a click outside the image to
 * close. Only one lightbox is open at a time; it writes `#itemId=<slide id>` while open, and a page
 * opened with that hash (or a slide-url tail) opens it.
 *
 * Video slides (`data-type="video"`): the figure holds an `<ss-video>` (it plays in place in sliding
 * designs, where it is active only when current, and showing it suspends autoplay), or carries the
 * embed itself in `data-html` / `data-provider-name` with a poster `<img>`. In the lightbox a video
 * slide shows its poster and a play button, then the embed with the `<ss-video>` rules (provider
 * autoplay, https, one video at a time, "Invalid video embed."); moving to another slide stops it.
 *
 * Block data display fields (spec 03 §3): `auto-crop` (default true: images fill the fixed-shape cells
 * of base, grid, autogrid, carousel and slideshow around their focal point; false: the whole image
 * fits inside), `square-thumbs` (default true; false: each thumbnail keeps its slide's shape, a video's
 * 16:9), `listImageSize` (list design: the image takes that percentage of the row, 10-100, and the
 * caption sits beside it; set the same value in `--ss-gallery-list-image-size` on the element for the
 * pre-upgrade layout), `vSize` (slider: px between slides, default 10; `--ss-gallery-strip-spacing`
 * before upgrade), `mixedContent` (default true; false: video slides show and open as their still
 * image), `meta-position` (slideshow caption overlay; past 90 % of the slide's height it takes 40 %
 * and scrolls, spec 03 §9). The `new-swipe` transition reads `boundaries` (`none`, `hard` or
 * `inertial`, one value or one for the first and one for the last slide; default inertial: a third of
 * the pull) and `snap-points` (`"30%"`, `["30%", "60%"]` or `none`; a slow drag past the first one
 * moves a slide, default 50 %); other values are reported as errors (spec 03 §5). Every visitor-facing
 * text has a `gallery.*`, `lightbox.*` or `video.*` key for site translations.
 *
 * The lightbox code arrives in its own small chunk, fetched after first paint when a gallery has
 * `lightbox`; if it cannot load, opening warns 'lightboxify is not available in this tier!' and the
 * gallery carries on without it (spec 03 §8). A video slide with neither an `<ss-video>` nor
 * `data-html` logs 'VideoLoader not found' once and shows as its image.
 *
 * ```html
 * <ss-gallery design="slideshow" transition="fade" loop autoplay lightbox thumbnails label="The café"
 *   data-block-json='{"autoplay-duration": 5, "lightboxTheme": "dark"}'>
 *   <figure data-slide-id="dawn" data-image-dimensions="1600x1067" data-title="Harbour at dawn">
 *     <img src="/images/harbour-dawn.jpg" alt="The harbour at dawn" width="1600" height="1067" />
 *     <figcaption>Harbour at dawn</figcaption>
 *   </figure>
 * </ss-gallery>
 * ```
 *
 * @tag ss-gallery
 * @summary Image gallery in one of nine designs, with an optional lightbox.
 *
 * @attr {text} design - base (default), grid, autogrid, autocolumns, autorows, carousel, list, slideshow (also "stacked") or slider (also "strip"). Overrides the block data's design. Default: block data, else `base`.
 * @attr {text} transition - Slideshow transition: fade (default), kenburns, scroll, swipe or new-swipe. Default: `fade`.
 * @attr {boolean} autoplay - Advance slideshow, slider and carousel designs automatically (off with `?nomotion=true`; a pause control is shown). Default: off.
 * @attr {boolean} loop - Wrap from the last slide to the first and back. Default: off.
 * @attr {boolean} lightbox - Open a slide in the lightbox on click, Enter or Space. Default: off.
 * @attr {boolean} thumbnails - Show a linked thumbnail strip under a slideshow. Default: off.
 * @attr {boolean} history - Keep the current slide's id in the address (`#itemId=...`), and show the slide the address names. Not in the editing backend (edit mode or the config area). Default: off.
 * @attr {text} link - Galleries with the same link name (a slideshow and a slider of thumbnails) keep the same current slide.
 * @attr {text} collection-url - The collection's full URL: a page path below it (`/gallery/sourdough`) names the item to open, and `history` writes the current item that way instead of in the hash.
 * @attr {text} label - Accessible name of the gallery and the lightbox. Default: `Gallery` (translatable: `gallery.label`).
 * @attr {JSON} data-block-json - Spec 03 §3 block data as JSON.
 *
 * @fires ss-gallery-change - The visitor moved to another slide. detail: `{ index, previousIndex, slideId }`. A move made on the server-drawn slideshow before its code arrived is announced once it has hydrated.
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
 * @csspart thumbnail-current - The current slide's thumbnail (also `thumbnail`).
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
 * @cssprop --ss-gallery-aspect-ratio - Cell and slideshow aspect ratio (also before upgrade). Default: 1 for grids; a slideshow takes the shape of the slide it shows (auto height, 3/2 when its dimensions are unknown).
 * @cssprop --ss-gallery-gap - Gap between grid cells. Default: 20px (grid), 0 (autogrid).
 * @cssprop --ss-gallery-columns - Columns of the grid design. Default: 4 (2 under 600px).
 * @cssprop --ss-gallery-control-size - Size of the previous/next buttons. Default: 2.75rem.
 * @cssprop --ss-gallery-control-background - Background of the previous/next buttons. Default: white at 85 %.
 * @cssprop --ss-gallery-control-color - Arrow colour of the previous/next buttons. Default: #111.
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
  itemName: 'figure',
  prepareHost: (host) => prepareGalleryHost(host, parseAttributes('ss-gallery', attributes, (name) => host.getAttribute(name)).values),
}) {}

export type { GalleryEvents };
export default SsGallery;

declare global {
  interface HTMLElementTagNameMap {
    'ss-gallery': SsGallery;
  }
}

import { booleanAttribute, enumAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { Button, type ButtonEvents } from '../react/button/Button.js';
import buttonCss from '../styles/button.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * The button block (spec 01 §3: id, buttonText, clickthroughUrl, alignment, size, newWindow, context).
 * The text is the element's content; a light-DOM `<a>` keeps the link working before the script runs.
 * Links are checked by the spec 01 §5 URL rules (`src/runtime/links`); a link that breaks them (or a
 * `javascript:` link) renders a plain button and one console error. With `block-id`, the block
 * records button-render once and button-click on each click; a same-window click waits for the
 * button-click call (2500 ms at most) before following the link; new-window links open at once.
 *
 * ```html
 * <ss-button block-id="b-spring" href="/shop" alignment="center" size="large"><a href="/shop">Shop the spring menu</a></ss-button>
 * ```
 *
 * @tag ss-button
 * @summary A call-to-action button that links to a page, file, anchor, address or phone number.
 *
 * @attr {link} href - Where the button goes (clickthroughUrl). Default: the light `<a>`'s href.
 * @attr {boolean} new-window - Open the link in a new window (also from the light `<a target="_blank">`). Default: off.
 * @attr {`left`, `center`, `right`} alignment - Horizontal alignment. Default: `left`.
 * @attr {`small`, `medium`, `large`} size - Button size. Default: `medium`.
 * @attr {text} block-id - The block id, for the button-render and button-click census.
 * @attr {text} context - The census context field.
 *
 * @fires ss-button-click - The visitor clicked the button (cancelable: stops the link). detail: `{ href, newWindow }`.
 *
 * @csspart base - The row holding the button; `data-alignment` and `data-size`.
 * @csspart button - The link or button.
 *
 * @cssprop --ss-button-background - Background. Default: the accent colour.
 * @cssprop --ss-button-color - Text colour. Default: white.
 * @cssprop --ss-button-radius - Corner radius.
 * @cssprop --ss-button-padding - Padding. Default: 0.75em 1.5em.
 * @cssprop --ss-button-border - Border. Default: none.
 */
export class SsButton extends createBlockElement({
  tag: 'ss-button',
  component: Button,
  attributes: {
    href: stringAttribute(''),
    'new-window': booleanAttribute(),
    alignment: enumAttribute(['left', 'center', 'right'], 'left'),
    size: enumAttribute(['small', 'medium', 'large'], 'medium'),
    'block-id': stringAttribute(''),
    context: stringAttribute(''),
  },
  styles: [buttonCss],
}) {}

export type { ButtonEvents };
export default SsButton;

declare global {
  interface HTMLElementTagNameMap {
    'ss-button': SsButton;
  }
}

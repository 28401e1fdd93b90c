import { booleanAttribute, enumAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { Button, type ButtonEvents } from '../react/button/Button.js';
import buttonCss from '../styles/button.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * Button block (spec 01 §3 button block data, §7 button-render and button-click census). The
 * text is the element's content; a light-DOM `<a>` keeps the link working without script.
 * Links are checked by the URL rules of spec 01 §5; a link that breaks them renders a plain
 * button and one console error. A same-window click waits for the button-click call (2500 ms
 * at most) before following the link.
 *
 * @tag ss-button
 * @summary A call-to-action button that links to a page, file, anchor, address or phone number.
 *
 * @attr {string} href - Where the button goes (clickthroughUrl). Default: the light-DOM link's href.
 * @attr {boolean} new-window - Open the link in a new window.
 * @attr {'left'|'center'|'right'} alignment - Horizontal alignment. Default: left.
 * @attr {'small'|'medium'|'large'} size - Button size. Default: medium.
 * @attr {string} block-id - The block id, for the button-render and button-click census.
 * @attr {string} context - The census context field.
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

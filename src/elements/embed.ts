import { booleanAttribute, enumAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { Embed, type EmbedEvents } from '../react/embed/Embed.js';
import embedCss from '../styles/embed.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * Embed block (spec 01 §1): the owner's embed HTML from a child `<template>`, shown through the
 * bundle's Trusted Types policy. Video embeds keep the spec 01 §9 placeholder space (100 / aspect
 * ratio, else 65 %) and show 'Invalid video embed.' when the HTML holds no player. Scripts inside
 * the HTML run, in order (external ones are waited for), through the same policy. With `activate="click"` nothing third-party loads
 * until the visitor asks for it.
 *
 * @tag ss-embed
 * @summary Third-party embed HTML (iframe, video, widget) with reserved space and optional click-to-load.
 *
 * @attr {string} aspect-ratio - Width to height, e.g. `16:9`; reserves that space.
 * @attr {boolean} video - The embed is a video player: reserve the video placeholder (65 % without a ratio) and check it.
 * @attr {'auto'|'click'} activate - `click` shows a "Load embedded content" button first. Default: auto.
 * @attr {string} label - What the embed is; names the region and the load button.
 *
 * @fires ss-embed-activate - The visitor pressed the load button of a click-to-load embed. detail: `{}`.
 *
 * @csspart base - The block; `data-state` is `ready`, `waiting`, `empty` or `error`.
 * @csspart frame - Holds the embed HTML.
 * @csspart activate - The click-to-load button.
 * @csspart error - 'Invalid video embed.'
 *
 * @cssprop --ss-embed-placeholder-background - Background of the click-to-load button.
 */
export class SsEmbed extends createBlockElement({
  tag: 'ss-embed',
  component: Embed,
  attributes: {
    'aspect-ratio': stringAttribute(''),
    video: booleanAttribute(),
    activate: enumAttribute(['auto', 'click'], 'auto'),
    label: stringAttribute(''),
  },
  styles: [embedCss],
}) {}

export type { EmbedEvents };
export default SsEmbed;

declare global {
  interface HTMLElementTagNameMap {
    'ss-embed': SsEmbed;
  }
}

import { booleanAttribute, enumAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { Embed, type EmbedEvents } from '../react/embed/Embed.js';
import embedCss from '../styles/embed.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * Embed HTML (an iframe, a video player, a widget) from a child `<template>`, sanitised and shown
 * through the bundle's Trusted Types policy (docs/security.md "Owner HTML": no event handlers, no
 * `javascript:`/`data:` addresses, no `srcdoc`). `aspect-ratio` reserves the space (no layout shift); a `video` embed
 * without a ratio reserves the 65 % video placeholder (spec 01 §9) and shows "Invalid video embed."
 * when its HTML has no player. Scripts inside the HTML run as they would in the page: each one
 * in document order, an external script loaded before the next one starts, through the same policy
 * (so the strict CSP of docs/security.md still works); a script from a `data:`, `blob:` or
 * `javascript:` address never runs.
 * The HTML lives in the block's shadow root, which `document.querySelector` and
 * `document.currentScript` do not reach: for a provider script that looks its container up that way,
 * prefer the provider's iframe embed.
 * `activate="click"` loads nothing third-party until the visitor presses "Load embedded content".
 *
 * ```html
 * <ss-embed aspect-ratio="16:9" label="Opening night">
 *   <template><iframe src="https://player.example/v/123" title="Opening night" allowfullscreen></iframe></template>
 * </ss-embed>
 * ```
 *
 * @tag ss-embed
 * @summary Third-party embed HTML (iframe, video, widget) with reserved space and optional click-to-load.
 *
 * @attr {`16:9`, `4/3`, `1.5`} aspect-ratio - Width to height, e.g. `16:9`; reserves that space. On a page pasted without rendering, before the code arrives too for a number and for 16:9, 4:3, 3:2, 1:1, 21:9, 9:16 and 2:1 (written with `:`, `x` or `/`).
 * @attr {boolean} video - The embed is a video player: reserve the video placeholder (65 % without a ratio) and check it. Default: off.
 * @attr {`auto`, `click`} activate - `click` shows a "Load embedded content" button first. Default: `auto`.
 * @attr {text} label - What the embed is; names the region and the load button.
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

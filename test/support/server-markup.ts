import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { parseAttributes, type AttributeDefinitions } from '../../src/runtime/attributes/element-attributes.js';
import type { BlockDefinition } from '../../src/elements/block-element.js';
import { blockStyleTexts } from '../../src/elements/stylesheets.js';

/**
 * A block as the server renderer (src/ssr/render-page.ts) writes it: the host's markup with a
 * declarative shadow root holding the component's server rendering. Drawn here in the browser
 * with react-dom/server on a host in a document without custom elements, so browser tests can
 * hydrate exactly what a server sends. `serverData` is what the block's server data loader would
 * have fetched (src/ssr/server-data.ts), embedded as the renderer embeds it. The block's stylesheets
 * are inline, as the renderer writes them when it has no stylesheet files.
 */
export function serverMarkup(element: { readonly definition: unknown }, hostHtml: string, serverData?: unknown): string {
  const definition = element.definition as BlockDefinition<AttributeDefinitions, object>;
  const scratch = document.implementation.createHTMLDocument('');
  // the server renders a page at its own address: relative URLs resolve as in the page
  const base = scratch.createElement('base');
  base.href = location.href;
  scratch.head.append(base);
  scratch.body.innerHTML = hostHtml;
  const host = scratch.body.firstElementChild as HTMLElement;
  if (!host || host.localName !== definition.tag) throw new Error(`serverMarkup: expected one <${definition.tag}>`);
  const { values } = parseAttributes(definition.tag, definition.attributes, (name) => host.getAttribute(name));
  const props = { host, attributes: values, emit: () => true, serverData };
  const inner = renderToString(createElement(definition.component as ComponentType<typeof props>, props));
  definition.prepareHost?.(host);
  const data = serverData === undefined ? '' : `<script type="application/json" data-ss-server-data>${JSON.stringify(serverData).replace(/</g, '\\u003c')}</script>`;
  const styles = blockStyleTexts(definition.styles)
    .map((css) => `<style>${css}</style>`)
    .join('');
  const template = `<template shadowrootmode="open">${styles}${data}<div data-ss-root="server"${definition.hydrate === 'at-once' ? ' data-ss-hydrate="at-once"' : ''}>${inner}</div></template>`;
  // A function, not a replacement string: the markup may hold "$1" (prices).
  return host.outerHTML.replace(/^(<[^>]+>)/, (startTag) => `${startTag}${template}`);
}

/** Puts server markup into `container` the way the HTML parser does (declarative shadow roots attached). */
export function insertServerMarkup(container: Element, markup: string): HTMLElement {
  (container as Element & { setHTMLUnsafe(html: string): void }).setHTMLUnsafe(markup);
  return container.firstElementChild as HTMLElement;
}

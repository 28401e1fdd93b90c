/**
 * A page's source read without building its whole DOM (issue 49, "a cheaper renderer"): the HTML
 * parser jsdom itself uses (parse5, the copy jsdom depends on, so the tree and its source offsets
 * are exactly those a jsdom document of the page has) gives the page's tree with source locations;
 * only the parts the renderer works on become DOM nodes, in one document made once per process.
 *
 * This layer runs on a server (Node) only; the browser bundle never imports it.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** Where a node's text is in the page's source (parse5's `sourceCodeLocation`). */
export interface SourceLocation {
  startOffset: number;
  endOffset: number;
  endTag?: SourceLocation;
}

interface SourceAttribute {
  name: string;
  value: string;
  namespace?: string;
  prefix?: string;
}

/** A node of parse5's default tree (the parts read here). */
export interface SourceNode {
  nodeName: string;
  tagName?: string;
  namespaceURI?: string;
  attrs?: SourceAttribute[];
  childNodes?: SourceNode[];
  parentNode?: SourceNode | null;
  content?: SourceNode;
  value?: string;
  data?: string;
  sourceCodeLocation?: SourceLocation | null;
}

interface Parse5 {
  parse(html: string, options: { sourceCodeLocationInfo: boolean }): SourceNode;
  parseFragment(context: SourceNode, html: string): SourceNode;
  serialize(node: SourceNode): string;
  defaultTreeAdapter: { createElement(tagName: string, namespaceURI: string, attrs: SourceAttribute[]): SourceNode };
}

let parse5: Promise<Parse5> | null = null;

/** parse5 as jsdom resolves it (its own dependency, not whatever copy a project hoists). */
export function loadParser(): Promise<Parse5> {
  parse5 ??= (async () => {
    const fromJsdom = createRequire(createRequire(import.meta.url).resolve('jsdom'));
    return (await import(pathToFileURL(fromJsdom.resolve('parse5')).href)) as Parse5;
  })();
  return parse5;
}

export const isElement = (node: SourceNode): boolean => node.tagName !== undefined;
export const isHtml = (node: SourceNode, name: string): boolean => node.tagName === name && node.namespaceURI === HTML_NAMESPACE;
/** An attribute's value by its qualified name (as `getAttribute` on an HTML element), else null. */
export const attributeOf = (node: SourceNode, name: string): string | null => node.attrs?.find((attr) => (attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name) === name)?.value ?? null;

/** Every element under `root` in tree order, not descending into template contents (as `querySelectorAll`). */
export function elementsOf(root: SourceNode, into: SourceNode[] = []): SourceNode[] {
  for (const child of root.childNodes ?? []) {
    if (!isElement(child)) continue;
    into.push(child);
    elementsOf(child, into);
  }
  return into;
}

/** A node's `textContent` (an element's: the text of all its descendant text nodes). */
export function textOf(node: SourceNode): string {
  if (node.nodeName === '#text') return node.value ?? '';
  return (node.childNodes ?? []).map((child) => (child.nodeName === '#comment' ? '' : textOf(child))).join('');
}

/** The outermost elements for which `wanted` holds: the ones with no such ancestor. */
export function outermostOf(root: SourceNode, wanted: (element: SourceNode) => boolean): SourceNode[] {
  const found: SourceNode[] = [];
  const visit = (node: SourceNode) => {
    for (const child of node.childNodes ?? []) {
      if (!isElement(child)) continue;
      if (wanted(child)) found.push(child);
      else visit(child);
    }
  };
  visit(root);
  return found;
}

export const documentElementOf = (document: SourceNode): SourceNode | undefined => document.childNodes?.find((node) => isHtml(node, 'html'));
export const headOf = (document: SourceNode): SourceNode | undefined => documentElementOf(document)?.childNodes?.find((node) => isHtml(node, 'head'));

/** The HTML `<template>` fragment parsing context, for markup written into a shadow root. */
export async function templateMarkupParser(): Promise<(markup: string) => SourceNode> {
  const parser = await loadParser();
  const context = parser.defaultTreeAdapter.createElement('template', HTML_NAMESPACE, []);
  return (markup) => parser.parseFragment(context, markup);
}

/**
 * DOM nodes for the source nodes, in `document`, with where each came from in `locations`.
 * Throws what the DOM throws for names it does not accept (the parser accepts more).
 */
export function domOf(document: Document, node: SourceNode, locations: Map<Node, SourceLocation | null>): Node {
  let made: Node;
  if (node.nodeName === '#text') made = document.createTextNode(node.value ?? '');
  else if (node.nodeName === '#comment') made = document.createComment(node.data ?? '');
  else {
    const element = document.createElementNS(node.namespaceURI ?? HTML_NAMESPACE, node.tagName!);
    for (const attr of node.attrs ?? []) {
      if (attr.namespace) element.setAttributeNS(attr.namespace, attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name, attr.value);
      else element.setAttribute(attr.name, attr.value);
    }
    const into = node.content && element.localName === 'template' ? (element as HTMLTemplateElement).content : element;
    for (const child of (node.content ?? node).childNodes ?? []) into.appendChild(domOf(document, child, locations));
    made = element;
  }
  locations.set(made, node.sourceCodeLocation ?? null);
  return made;
}

let shell: { dom: JSDOM; base: HTMLBaseElement } | null = null;

/**
 * The one document the renderer builds blocks in, made once per process (a jsdom window costs
 * milliseconds, and each further document of a window stays in its memory: jsdom's selector
 * engine registers listeners on the window for every document it queries). Nothing is put into
 * it: the window also keeps every element with an id in it. showPage makes it read as a page.
 */
export function shellDocument(): Document {
  if (!shell) {
    // With node locations, as the page's own jsdom document had: its parse options (scripting on)
    // are what serialising a block reads (`<noscript>` content is written as raw text).
    const dom = new JSDOM('', { includeNodeLocations: true });
    const base = dom.window.document.createElement('base');
    dom.window.document.head.append(base);
    shell = { dom, base };
  }
  return shell.dom.window.document;
}

/**
 * Makes the shell document read as the page at `pageUrl` to the code that draws blocks: its
 * address and location, its base URL (`baseHref`, the page's `<base href>` when it has one) and
 * its root element's attributes (edit mode) are the page's, until the next call. The blocks of a
 * page are drawn in one synchronous run after this call, so pages rendered at once do not mix.
 */
export function showPage(pageUrl: string, baseHref: string | null, rootAttributes: ReadonlyArray<{ name: string; value: string }>): void {
  const document = shellDocument();
  const { dom, base } = shell!;
  dom.reconfigure({ url: pageUrl });
  let href = document.URL;
  if (baseHref !== null) {
    try {
      href = new URL(baseHref, document.URL).href;
    } catch {
      // An address that does not parse is no base: the page's own address is (as in a browser).
    }
  }
  base.setAttribute('href', href);
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  for (const { name, value } of rootAttributes) root.setAttribute(name, value);
}

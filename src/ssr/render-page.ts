/**
 * Server rendering (DESIGN.md "Rendering"): every `ss-*` element of a page gets a declarative
 * shadow root, `<template shadowrootmode="open">`, holding exactly what its React component
 * renders (react-dom/server) and links to its stylesheets, so the first paint is the final
 * picture and the browser only hydrates it. The page outside the blocks is left byte for byte.
 *
 * This layer runs on a server (Node) only; the browser bundle never imports it.
 */
import { randomUUID } from 'node:crypto';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { parseAttributes, type AttributeDefinitions } from '../runtime/attributes/element-attributes.js';
import { HYDRATE_ATTRIBUTE, RENDERED_HOST_ATTRIBUTE, RENDER_ROOT_ATTRIBUTE, SERVER_RENDERED_VALUE } from '../runtime/blocks/hydration-schedule.js';
import { DRAWN_URL_ATTRIBUTE } from '../runtime/blocks/drawn-address.js';
import { SERVER_DATA_ATTRIBUTE } from '../runtime/blocks/server-data.js';
import { serverDataLoaders, serverDataWithoutApi, type SiteApi } from './server-data.js';
import { CONTEXT_SCRIPT_ID, withPageContext } from '../runtime/context/current-context.js';
import { parsePageContext, parsePageContextText, type PageContext } from '../runtime/context/page-context.js';
import { SITE_MESSAGES_SCRIPT_ID, withSiteCatalogues } from '../runtime/i18n/site-text.js';
import { setSanitizerWindow } from '../runtime/dom/owner-html.js';
import { paragraphWrappedItems, reclaimParagraphWrappedItems } from '../runtime/blocks/paragraph-wrapping.js';
import { blockImports } from '../elements/block-imports.js';
import type { BlockDefinition } from '../elements/block-element.js';
import { combinedStyleText } from './block-stylesheets.js';
import { blockStyleTexts } from '../elements/stylesheets.js';
import pageRulesCss from '../styles/page-rules.css?inline';
import { stylesheetHref, type StylesheetFiles } from './stylesheet-files.js';
import type { BundleFiles } from './bundle-files.js';
import { documentMarkup, elementMarkup } from './leading-newlines.js';
import { MAX_RENDER_NESTING_DEPTH, measureNestingDepth } from './nesting-depth.js';
import {
  attributeOf,
  documentElementOf,
  domOf,
  elementsOf,
  headOf,
  isHtml,
  loadParser,
  outermostOf,
  shellDocument,
  showPage,
  templateMarkupParser,
  textOf,
  type SourceLocation,
  type SourceNode,
} from './page-source.js';

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

export interface RenderPageOptions {
  /** The page context; by default the page's own `#ss-context` script (spec 01 §3). */
  context?: unknown;
  /**
   * Where the bundle is served (the URL of `sitestack.js` or its folder), for the stylesheet
   * links. By default the page's own `<script type="module" src=".../sitestack.js">`.
   */
  bundleUrl?: string;
  /**
   * The build's file lists (`bundleFiles()` in the Node API): with them blocks link their
   * stylesheet files and the page asks early for the code it will need; without them, styles are
   * inlined and nothing is preloaded.
   */
  bundle?: BundleFiles;
  /**
   * How blocks carry their styles. `'first-inline'` (the default): the first instance of each
   * block on the page has its CSS inline in a `<style>`, so it is drawn as soon as it is parsed; later
   * instances link the block's one cached file (a stylesheet in a declarative shadow root holds
   * the parser until it has loaded). `'linked'`: every instance links the file, for a page whose
   * Content-Security-Policy allows no inline styles. Without `bundle`, styles are always inline.
   */
  styles?: 'first-inline' | 'linked';
  /** The address of the page being rendered (resolves relative URLs). */
  url?: string;
  /**
   * The site API, for blocks that show fetched data (src/ssr/server-data.ts). Without it those
   * blocks render as they do before their data arrives, and fetch it in the browser.
   */
  api?: SiteApi;
}

export interface RenderPageResult {
  html: string;
  /** Tags rendered, in page order (one entry per element). */
  rendered: string[];
  /** Blocks left to the browser, with why (an unknown tag, a render error). */
  skipped: Array<{ tag: string; reason: string }>;
}

type AnyDefinition = BlockDefinition<AttributeDefinitions, object>;
const definitions = new Map<string, Promise<AnyDefinition | null>>();

function loadDefinition(tag: string): Promise<AnyDefinition | null> {
  let pending = definitions.get(tag);
  if (!pending) {
    const importer = blockImports[tag];
    pending = importer ? importer().then((module) => (module.default?.definition as AnyDefinition | undefined) ?? null) : Promise.resolve(null);
    definitions.set(tag, pending);
  }
  return pending;
}

function bundleFolder(scripts: ParentNode, pageUrl: string, bundleUrl?: string): string | null {
  const given = bundleUrl ?? scripts.querySelector<HTMLScriptElement>('script[type="module"][src*="sitestack"]')?.getAttribute('src');
  if (!given) return null;
  const url = new URL(given, pageUrl);
  if (url.pathname.endsWith('.js')) url.pathname = url.pathname.replace(/[^/]*$/, '');
  return url.href;
}

/**
 * The page's own loader tag (`<script type="module" src=".../sitestack.js">`), if it has one. A
 * rendered page also gets the same script as `async` at the end of its head: a module
 * script otherwise runs only once the whole page is parsed, and until then a tap on a block the
 * server drew finds nothing listening and is lost (on a slow phone the first screen is drawn
 * long before a long page is parsed). The page's own tag stays, so page scripts after it still
 * find `window.Sitestack` when they run; the module runs once.
 */
function loaderTag(scripts: ParentNode, folder: string | null, pageUrl: string): HTMLScriptElement | null {
  if (!folder) return null;
  const loader = new URL('sitestack.js', folder).href;
  return Array.from(scripts.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')).find((script) => new URL(script.getAttribute('src') ?? '', pageUrl).href === loader) ?? null;
}

function resolveContext(contextText: string | undefined, given: unknown): PageContext {
  if (given !== undefined) return parsePageContext(given).context;
  return parsePageContextText(contextText).context;
}

/** CSS inside `<style>`: nothing in it can close the element. */
const inlineStyle = (css: string) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;

/**
 * A block instance's styles. With the build's files: the one file the build made of all of the
 * block's stylesheets (else each stylesheet's own file), inline for the block's first instance
 * on the page when `inlineFirst` (its CSS travels once in the page, and the first instance, most
 * often the first screen's, is drawn without waiting for a stylesheet: measured, the gallery
 * page's largest paint 4 % earlier), linked for the others; links are added to `linked` for the
 * page's preload hints. Without files (tests, unknown builds), the CSS inline.
 */
function styleMarkup(cssTexts: readonly string[], folder: string | null, files: StylesheetFiles | undefined, pageUrl: string, linked: Set<string>, inlineFirst: Set<string> | null): string {
  const link = (href: string, css: string) => {
    if (inlineFirst && !inlineFirst.has(href)) {
      inlineFirst.add(href);
      return inlineStyle(css);
    }
    const shown = relativeTo(href, pageUrl);
    linked.add(shown);
    return `<link rel="stylesheet" href="${escapeAttribute(shown)}">`;
  };
  const combinedCss = combinedStyleText(cssTexts);
  const combined = folder ? stylesheetHref(combinedCss, files, folder) : null;
  if (combined) return link(combined, combinedCss);
  return cssTexts
    .map((css) => {
      const href = folder ? stylesheetHref(css, files, folder) : null;
      return href ? link(href, css) : inlineStyle(css);
    })
    .join('');
}

/**
 * Hints for `<head>`: the block stylesheets that instances link (a block's later instances),
 * fetched before the parser reaches them (a stylesheet in a declarative shadow root holds the
 * parser, and so the rendering of what follows it, until it has loaded), the
 * code of blocks that hydrate at once, and the code every page loads at start. That last at low
 * priority, unless a block due at once needs it: the drawn blocks wait for idle time anyway, and
 * on a connection-limited page (HTTP/1.1: six at a time) it would take the place of a first-screen
 * image. The code of blocks that wait to be seen is not preloaded: React loads when the first
 * block needs it.
 */
function headHints(stylesheets: Set<string>, atOnce: Set<string>, atStart: Set<string>, image: LeadImage | null): string {
  const styles = [...stylesheets].map((href) => `<link rel="preload" as="style" href="${escapeAttribute(href)}">`);
  const modules = [...atOnce].map((href) => `<link rel="modulepreload" href="${escapeAttribute(href)}">`);
  const startModules = [...atStart].filter((href) => !atOnce.has(href)).map((href) => `<link rel="modulepreload" href="${escapeAttribute(href)}" fetchpriority="low">`);
  return [...(image ? [imagePreload(image)] : []), ...styles, ...modules, ...startModules].join('');
}

/** The first image the blocks show at once (not lazy): most often the page's largest paint. */
interface LeadImage {
  src: string;
  srcset: string | null;
  sizes: string | null;
}

/**
 * The first eager image a block shows, in its rendered markup or its slotted content. Images in a declarative shadow root are
 * found by the parser only, never by the browser's look-ahead scanner, and while the head's
 * stylesheets load the browser holds images back: without a hint the first slide of a gallery
 * starts loading only once the styles are in.
 */
function leadImageOf(host: HTMLElement, shadow: SourceNode): LeadImage | null {
  // What the shadow root draws, then what it shows through its slots (a gallery's slides).
  const drawn = elementsOf(shadow)
    .filter((element) => element.tagName === 'img')
    .map((img) => ({ attribute: (name: string) => attributeOf(img, name), inPicture: img.parentNode?.tagName === 'picture' }));
  const slotted = Array.from(host.querySelectorAll('img'), (img) => ({ attribute: (name: string) => img.getAttribute(name), inPicture: img.parentElement?.localName === 'picture' }));
  const image = [...drawn, ...slotted].find((img) => img.attribute('loading') !== 'lazy' && Boolean(img.attribute('src') || img.attribute('srcset')));
  // An image written into the page (`data:`) has nothing to fetch; one in a <picture> is chosen
  // from its sources by the browser, and a hint for its fallback would fetch a second file.
  if (!image || /^\s*data:/i.test(image.attribute('src') ?? '') || image.inPicture) return null;
  return { src: image.attribute('src') ?? '', srcset: image.attribute('srcset'), sizes: image.attribute('sizes') };
}

/** `<link rel="preload" as="image">` at high priority, with the image's own source set when it has one. */
function imagePreload(image: LeadImage): string {
  const set = image.srcset ? ` imagesrcset="${escapeAttribute(image.srcset)}"${image.sizes ? ` imagesizes="${escapeAttribute(image.sizes)}"` : ''}` : '';
  const href = image.src ? ` href="${escapeAttribute(image.src)}"` : '';
  return `<link rel="preload" as="image"${href}${set} fetchpriority="high">`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** Same-origin links are written as paths so the page works on any host name. */
function relativeTo(href: string, pageUrl: string): string {
  const url = new URL(href);
  const page = new URL(pageUrl);
  return url.origin === page.origin ? `${url.pathname}${url.search}` : url.href;
}

/**
 * `<style data-ss-page-rules>`: the rules for the blocks' own light-DOM content (a gallery's
 * slotted figures, links in a cookie banner's text), inline in a rendered page's head.
 */
export const PAGE_RULES_ATTRIBUTE = 'data-ss-page-rules';
/** The blocks the page rules style, read from the rules themselves. */
const PAGE_RULES_TAGS = new Set(pageRulesCss.match(/(?<![\w-])ss-[a-z][a-z-]*/g) ?? []);

/** The `<link rel="stylesheet">` to the bundle's `sitestack.css` in the page's head, if any. */
function standInStylesheetLink(head: Element | null, folder: string | null, pageUrl: string): HTMLLinkElement | null {
  if (!folder || !head) return null;
  const href = new URL('sitestack.css', folder).href;
  const links = Array.from(head.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet" i][href]'));
  return links.find((link) => new URL(link.getAttribute('href') ?? '', pageUrl).href === href) ?? null;
}

function isServerRendered(element: Element): boolean {
  return Array.from(element.children).some((child) => child.localName === 'template' && child.hasAttribute('shadowrootmode'));
}

/** JSON inside `<script>`: nothing in it can close the script or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * What the server fetched for a block, or undefined (no loader, or the call failed). Without a
 * site API, what a block's first picture depends on besides the page (serverDataWithoutApi).
 */
async function loadServerData(definition: AnyDefinition, host: HTMLElement, context: PageContext, pageUrl: string, api: SiteApi | undefined): Promise<unknown> {
  const loader = serverDataLoaders[definition.tag];
  const withoutApi = serverDataWithoutApi[definition.tag];
  if (api ? !loader : !withoutApi) return undefined;
  const { values } = parseAttributes(definition.tag, definition.attributes, (name) => host.getAttribute(name));
  const input = { host, attributes: values as Record<string, unknown>, context, pageUrl };
  if (!api) return withoutApi!(input);
  try {
    return await loader!({ ...input, api });
  } catch {
    // The browser fetches it as on an unrendered page.
    return undefined;
  }
}

/** Renders one block to its shadow root's markup; throws what the component throws. */
function renderBlock(definition: AnyDefinition, host: HTMLElement, context: PageContext, texts: NonElementParentNode, serverData: unknown): string {
  const { values } = parseAttributes(definition.tag, definition.attributes, (name) => host.getAttribute(name));
  const props = { host, attributes: values, emit: () => true, serverData };
  return withPageContext(context, () =>
    withSiteCatalogues(texts, () => renderToString(createElement(definition.component as ComponentType<typeof props>, props))),
  );
}

/** Whether `paragraph` holds nothing but `host` and what an editor adds (whitespace, `<br>`). */
function holdsOnly(paragraph: HTMLElement, host: HTMLElement): boolean {
  return Array.from(paragraph.childNodes).every((node) => node === host || (node.nodeType === 3 ? !node.textContent!.trim() : (node as Element).localName === 'br'));
}

let sanitizerDom: JSDOM | null = null;

/**
 * What the renderer works on: the page's blocks as DOM nodes, where each node was in the page's
 * source, and the few things it reads from the rest of the page.
 */
interface PageDom {
  /** The document the blocks belong to (their `ownerDocument`, read for the page's address). */
  document: Document;
  /** Where the page's `#ss-messages` is found by id (the site's texts). */
  texts: NonElementParentNode;
  /** Every `ss-*` element in the HTML namespace, in page order. */
  hosts: HTMLElement[];
  nodeLocation(node: Node): SourceLocation | null;
  /** The page's `<head>` (or a copy of it). */
  head: Element | null;
  /** Holds the page's `<script>` elements, in page order. */
  scripts: ParentNode;
  /** The text of the page's `#ss-context` element, if it has one. */
  contextText: string | undefined;
  /** Where the page's `</head>` starts in its source. */
  headEnd: number | undefined;
  /** The whole page written from its tree, when the whole tree was built. */
  serialize: (() => string) | null;
  /** Makes `document` read as the page, before its blocks are drawn (when it is shared). */
  show(): void;
}

/** The page's whole DOM (jsdom, with source locations): for a page the renderer must write whole. */
function wholePageDom(html: string, pageUrl: string): PageDom {
  const dom = new JSDOM(html, { url: pageUrl, includeNodeLocations: true });
  const { document } = dom.window;
  // Only HTML elements: an `ss-*` tag inside SVG or MathML is never a custom element in the
  // browser, so the loader leaves it alone and so does the server (a template there would be
  // foreign markup, not a shadow root).
  const hosts = Array.from(document.querySelectorAll<HTMLElement>('*')).filter((element) => element.localName.startsWith('ss-') && element.namespaceURI === HTML_NAMESPACE);
  return {
    document,
    texts: document,
    hosts,
    nodeLocation: (node) => (dom.nodeLocation(node) as SourceLocation | null | undefined) ?? null,
    head: document.head,
    scripts: document,
    contextText: document.getElementById(CONTEXT_SCRIPT_ID)?.textContent ?? undefined,
    headEnd: (dom.nodeLocation(document.head) as SourceLocation | null)?.endTag?.startOffset,
    serialize: () => dom.serialize(),
    show: () => undefined,
  };
}

const isBlockHost = (element: SourceNode): boolean => element.namespaceURI === HTML_NAMESPACE && element.tagName!.startsWith('ss-');
const firstWithId = (elements: SourceNode[], id: string): SourceNode | undefined => elements.find((element) => attributeOf(element, 'id') === id);

/**
 * Only the page's blocks as DOM nodes (each outermost block's subtree, in the one document
 * shellDocument gives, which showPage makes read as the page), plus copies of its head and
 * scripts for the lookups; null when
 * the page needs its whole DOM: a block whose end the parser wrote for the author (the page is
 * then written whole), a block in an editor's paragraph whose items it may take back from the
 * paragraph's siblings, or a name the DOM does not accept.
 */
async function blockDom(html: string, pageUrl: string): Promise<PageDom | null> {
  const tree = (await loadParser()).parse(html, { sourceCodeLocationInfo: true });
  const outermost = outermostOf(tree, isBlockHost);
  if (outermost.some((host) => !host.sourceCodeLocation?.endTag)) return null;
  const inParagraphs = outermost.filter((host) => host.parentNode && isHtml(host.parentNode, 'p'));
  const definitionsInParagraphs = await Promise.all(inParagraphs.map((host) => loadDefinition(host.tagName!)));
  if (definitionsInParagraphs.some((definition) => definition?.itemName)) return null;

  const elements = elementsOf(tree);
  const base = elements.find((element) => isHtml(element, 'base') && attributeOf(element, 'href') !== null);
  const document = shellDocument();
  const locations = new Map<Node, SourceLocation | null>();
  const sourceHead = headOf(tree);
  let head: Element | null = null;
  // Nothing is put into the document itself (shellDocument).
  const scripts = document.createDocumentFragment();
  const texts = document.createDocumentFragment();
  const roots: HTMLElement[] = [];
  const rootAttributes = (documentElementOf(tree)?.attrs ?? []).filter((attr) => !attr.namespace);
  try {
    // (Names the parser accepts and the DOM does not are found here, not while drawing.)
    const root = document.createElement('html');
    for (const { name, value } of rootAttributes) root.setAttribute(name, value);
    // The site's texts, found by id as in the page.
    const messages = firstWithId(elements, SITE_MESSAGES_SCRIPT_ID);
    if (messages) texts.append(domOf(document, messages, new Map()));
    if (sourceHead) head = domOf(document, sourceHead, locations) as Element;
    for (const script of elements.filter((element) => isHtml(element, 'script'))) scripts.append(domOf(document, script, locations));
    for (const host of outermost) roots.push(domOf(document, host, locations) as HTMLElement);
  } catch {
    return null;
  }
  const hosts = roots.flatMap((root) => [root, ...Array.from(root.querySelectorAll('*'))].filter((element): element is HTMLElement => element.localName.startsWith('ss-') && element.namespaceURI === HTML_NAMESPACE));
  const context = firstWithId(elements, CONTEXT_SCRIPT_ID);
  return {
    document,
    texts,
    hosts,
    nodeLocation: (node) => locations.get(node) ?? null,
    head,
    scripts,
    contextText: context ? textOf(context) : undefined,
    headEnd: sourceHead?.sourceCodeLocation?.endTag?.startOffset,
    serialize: null,
    show: () => showPage(pageUrl, base ? attributeOf(base, 'href') : null, rootAttributes),
  };
}

/** A shadow root's markup as the browser reads it back (leading-newlines.ts), in its `<template>`. */
function shadowRootMarkup(fragment: SourceNode, serialize: (node: SourceNode) => string): string {
  keepLeadingNewlinesInSource(fragment);
  return `<template shadowrootmode="open">${serialize(fragment)}</template>`;
}

/** keepLeadingNewlines (leading-newlines.ts) on a parsed fragment. */
function keepLeadingNewlinesInSource(root: SourceNode): void {
  for (const element of elementsOf(root)) {
    if (element.tagName === 'template' && element.content) keepLeadingNewlinesInSource(element.content);
    else if (['pre', 'textarea', 'listing'].includes(element.tagName!)) {
      const first = element.childNodes?.[0];
      if (first?.nodeName === '#text' && first.value!.startsWith('\n')) first.value = `\n${first.value}`;
    }
  }
}

/**
 * Renders every `ss-*` block of a page into a declarative shadow root. Blocks that already have
 * one are left as they are (rendering twice changes nothing); a block whose tag is unknown or
 * whose component throws is left to the browser, which draws it as on an unrendered page.
 */
export async function renderPage(html: string, options: RenderPageOptions = {}): Promise<RenderPageResult> {
  // A page nested past what browsers build is left to the browser whole, before the DOM is built
  // (nesting-depth.ts: building it would cost the square of its depth).
  if (measureNestingDepth(html).exceeded) {
    const reason = `the page nests elements deeper than ${MAX_RENDER_NESTING_DEPTH} levels`;
    return { html, rendered: [], skipped: Array.from(html.matchAll(/<(ss-[a-z][a-z0-9-]*)/gi), (match) => ({ tag: match[1]!.toLowerCase(), reason })) };
  }
  const pageUrl = new URL(options.url ?? 'http://localhost/').href;
  // Most pages: only the blocks are built; a page the renderer must write whole gets its whole DOM.
  const blocks = await blockDom(html, pageUrl);
  return (blocks && (await renderBlocks(html, blocks, pageUrl, options))) ?? (await renderBlocks(html, wholePageDom(html, pageUrl), pageUrl, options))!;
}

/** renderPage on one DOM of the page; null when the page must be written whole and `page` cannot. */
async function renderBlocks(html: string, page: PageDom, pageUrl: string, options: RenderPageOptions): Promise<RenderPageResult | null> {
  // Owner HTML drawn here is sanitised as in the browser, with a DOM of its own.
  sanitizerDom ??= new JSDOM('');
  setSanitizerWindow(sanitizerDom.window as unknown as Parameters<typeof setSanitizerWindow>[0]);
  const parseShadowRoot = await templateMarkupParser();
  const { serialize: serializeSource } = await loadParser();
  // The address the blocks are drawn for, recorded on each render root: hydration draws for it too.
  const { pathname, search } = new URL(pageUrl);
  const drawnFor = pathname + search;
  const { document, hosts } = page;
  const context = resolveContext(page.contextText, options.context);
  const folder = bundleFolder(page.scripts, pageUrl, options.bundleUrl);
  const result: RenderPageResult = { html, rendered: [], skipped: [] };
  const changed = new Set<HTMLElement>();
  const linkedStyles = new Set<string>();
  // The stylesheet files already inline in an earlier instance.
  const inlinedStyles = options.styles === 'linked' ? null : new Set<string>();
  const atOnceScripts = new Set<string>();
  let leadImage: LeadImage | null = null;
  const chunks = options.bundle?.chunks;
  const chunkHref = (file: string) => (folder ? relativeTo(new URL(file, folder).href, pageUrl) : null);
  // Each shadow root is parsed and written once, as its own markup (not as DOM nodes): its
  // `<template>` in the page's DOM holds a marker the markup takes the place of when written.
  const shadowRoots = new Map<string, string>();
  const markerPrefix = `ss-shadow-root-${randomUUID()}-`;
  const withShadowRoots = (markup: string) =>
    markup.replace(new RegExp(`<template shadowrootmode="open"><!--${markerPrefix}(\\d+)--></template>`, 'g'), (_, n: string) => shadowRoots.get(n)!);

  // Where the page's source had the nodes a block took back from an editor's paragraphs: they are
  // written inside the block now, so their old text goes.
  const reclaimed: Array<SourceLocation | null> = [];
  // The paragraph an editor put around such a block: the parser cannot keep the block's items
  // inside a block inside a `<p>`, so the block is written in the paragraph's place.
  const wrappingParagraphs = new Map<HTMLElement, HTMLElement>();
  const pending = hosts.filter((host) => !isServerRendered(host));
  const definitionsOf = await Promise.all(pending.map((host) => loadDefinition(host.localName)));
  // Every block's data is fetched at once, before any is rendered.
  const dataOf = await Promise.all(pending.map((host, i) => (definitionsOf[i] ? loadServerData(definitionsOf[i]!, host, context, pageUrl, options.api) : Promise.resolve(undefined))));
  // From here on nothing waits: the blocks are drawn in one run, with the document reading as this page.
  page.show();
  for (const [i, host] of pending.entries()) {
    const definition = definitionsOf[i];
    if (!definition) {
      result.skipped.push({ tag: host.localName, reason: 'no block has that name' });
      continue;
    }
    const serverData = dataOf[i];
    // Items an editor's paragraphs left outside the block go back in first (paragraph-wrapping.ts).
    if (definition.itemName) {
      const wrapped = paragraphWrappedItems(host, definition.itemName);
      for (const node of [...(wrapped?.items ?? []), ...(wrapped?.fillers ?? [])]) reclaimed.push(page.nodeLocation(node));
      if (wrapped) wrappingParagraphs.set(host, host.parentElement!);
      reclaimParagraphWrappedItems(host, definition.itemName);
    }
    let markup: string;
    try {
      markup = renderBlock(definition, host, context, page.texts, serverData);
      definition.prepareHost?.(host);
    } catch (error) {
      result.skipped.push({ tag: host.localName, reason: (error as Error).message });
      continue;
    }
    const data = serverData === undefined ? '' : `<script type="application/json" ${SERVER_DATA_ATTRIBUTE}>${scriptJson(serverData)}</script>`;
    const shadow = parseShadowRoot(
      `${styleMarkup(blockStyleTexts(definition.styles), folder, options.bundle?.stylesheets, pageUrl, linkedStyles, inlinedStyles)}${data}<div ${RENDER_ROOT_ATTRIBUTE}="${SERVER_RENDERED_VALUE}" ${DRAWN_URL_ATTRIBUTE}="${escapeAttribute(drawnFor)}"${definition.hydrate === 'at-once' ? ` ${HYDRATE_ATTRIBUTE}="at-once"` : ''}>${markup}</div>`,
    );
    const template = document.createElement('template');
    template.setAttribute('shadowrootmode', 'open');
    template.content.append(document.createComment(`${markerPrefix}${shadowRoots.size}`));
    host.prepend(template);
    if (definition.unrenderedFallback && !elementsOf(shadow).some((element) => element.tagName === 'slot')) {
      for (const child of Array.from(host.children)) if (child.matches(definition.unrenderedFallback)) child.remove();
    }
    // A block that shows itself over the page (a popup, a banner) is not where its largest paint is.
    if (definition.hydrate !== 'at-once') leadImage ??= leadImageOf(host, shadow);
    shadowRoots.set(String(shadowRoots.size), shadowRootMarkup(shadow, serializeSource));
    host.setAttribute(RENDERED_HOST_ATTRIBUTE, '');
    changed.add(host);
    result.rendered.push(host.localName);
    if (definition.hydrate === 'at-once') for (const file of chunks?.blocks[host.localName] ?? []) atOnceScripts.add(chunkHref(file) ?? '');
  }

  if (changed.size === 0) return result;
  // The stylesheet beside the loader holds the stand-ins unrendered blocks show before their code
  // arrives, and the page rules. When every block on the page is rendered, nothing needs the
  // stand-ins: the link (one render-blocking request before the first paint) gives way to the page
  // rules inline. Otherwise the link stays; a page without it gets the page rules inline.
  // (The page rules only when a block they style is on the page.)
  const pageRules = document.createElement('style');
  pageRules.setAttribute(PAGE_RULES_ATTRIBUTE, '');
  pageRules.textContent = pageRulesCss;
  const needsPageRules = hosts.some((host) => PAGE_RULES_TAGS.has(host.localName)) && !page.head?.querySelector(`style[${PAGE_RULES_ATTRIBUTE}]`);
  const standIns = standInStylesheetLink(page.head, folder, pageUrl);
  const pageRulesEdits: Array<{ location: SourceLocation; markup: string }> = [];
  let pageRulesInHead = false;
  if (standIns && hosts.every(isServerRendered)) {
    const location = page.nodeLocation(standIns);
    if (location) pageRulesEdits.push({ location, markup: needsPageRules ? pageRules.outerHTML : '' });
    if (needsPageRules) standIns.replaceWith(pageRules);
    else standIns.remove();
  } else if (!standIns && needsPageRules) {
    pageRulesInHead = true;
    page.head?.append(pageRules);
  }
  const startScripts = new Set((chunks?.start ?? []).map((file) => chunkHref(file) ?? ''));
  atOnceScripts.delete('');
  startScripts.delete('');
  // Replace only the outermost changed blocks' source text, so the rest of the page is untouched.
  // `changed` is in document order, where an element's descendants come right after it: a block
  // inside an outermost one follows it before any block outside it does (one pass, not n²).
  const outermost: HTMLElement[] = [];
  for (const host of changed) {
    const last = outermost[outermost.length - 1];
    if (!last || !last.contains(host)) outermost.push(host);
  }
  const blockMarkup = (host: HTMLElement) => withShadowRoots(elementMarkup(host));
  const edits = outermost
    .flatMap((host) => {
      const paragraph = wrappingParagraphs.get(host);
      if (!paragraph) return [{ location: page.nodeLocation(host), markup: blockMarkup(host) }];
      // Written in the place of a paragraph that held only it; else the author's paragraph ends before it.
      if (holdsOnly(paragraph, host)) return [{ location: page.nodeLocation(paragraph), markup: blockMarkup(host) }];
      const endTag = page.nodeLocation(paragraph)?.endTag;
      return [{ location: page.nodeLocation(host), markup: `</p>${blockMarkup(host)}` }, ...(endTag ? [{ location: endTag, markup: '' }] : [])];
    })
    .filter((edit): edit is { location: SourceLocation; markup: string } => Boolean(edit.location?.endOffset));
  // (A block inside another drawn block is written with it, and so is what it took back.)
  const removals = reclaimed
    .filter((location) => !location || !edits.some((edit) => edit.location.startOffset <= location.startOffset && location.endOffset <= edit.location.endOffset))
    .map((location) => ({ location, markup: '' }));
  // A block the parser closed for the author (mis-nested markup: a <pre> or <div> inside a <p> or
  // an <a> around it) has no end tag of its own: what follows its source range would be read as
  // another tree than the one drawn, so the whole page is written from the parsed tree instead.
  const closedByParser = outermost.some((host) => !wrappingParagraphs.has(host) && !page.nodeLocation(host)?.endTag);
  if (edits.length < outermost.length || closedByParser || removals.some((removal) => !removal.location)) {
    if (!page.serialize) return null;
    result.html = withShadowRoots(documentMarkup(document, page.serialize));
    return result;
  }
  const headEnd = page.headEnd;
  const loader = loaderTag(page.scripts, folder, pageUrl);
  // The page's tag as the page wrote it (its nonce, integrity, crossorigin: a Content-Security-Policy
  // that lets the page's tag run lets this one run too), started early.
  const earlyLoader =
    loader && !loader.hasAttribute('async') ? `<script${Array.from(loader.attributes, ({ name, value }) => ` ${name}="${escapeAttribute(value)}"`).join('')} async></script>` : '';
  const hints = (pageRulesInHead ? pageRules.outerHTML : '') + headHints(linkedStyles, atOnceScripts, startScripts, leadImage) + earlyLoader;
  if (hints && headEnd !== undefined) edits.push({ location: { startOffset: headEnd, endOffset: headEnd }, markup: hints });
  edits.push(...pageRulesEdits, ...(removals as Array<{ location: SourceLocation; markup: string }>));
  let out = html;
  for (const edit of edits.sort((a, b) => b.location.startOffset - a.location.startOffset)) {
    out = out.slice(0, edit.location.startOffset) + edit.markup + out.slice(edit.location.endOffset);
  }
  result.html = out;
  return result;
}

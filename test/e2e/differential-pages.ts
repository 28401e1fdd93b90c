import { readFileSync, readdirSync } from 'node:fs';
import fc from 'fast-check';
import { JSDOM } from 'jsdom';

/**
 * The pages of the differential test (test/e2e/differential.spec.ts): for each element of the
 * manifest, pages a new user might write. Each starts from one of the element's instances on the
 * demo site (its light DOM, block data and page context: realistic content), then varies what an
 * author varies: the documented attributes (valid and edge values), the light DOM's shape, the
 * block data (valid, broken, of the wrong shape, with awkward strings), the page context (locale,
 * currency, time zone present, absent or invalid), a second instance, and what a CMS wraps around
 * a block (a `<div>`, or WordPress's `<p>`s).
 */

const DEMO = new URL('../../demo/', import.meta.url);
const MANIFEST = new URL('../../custom-elements.json', import.meta.url);

interface ManifestAttribute {
  name: string;
  type?: { text?: string };
}

/** Every element of `custom-elements.json` (written by `npm run build`) with its documented attributes. */
export function manifestElements(): Array<{ tag: string; attributes: ManifestAttribute[] }> {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as { modules: Array<{ declarations?: Array<{ tagName?: string; attributes?: ManifestAttribute[] }> }> };
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration): declaration is { tagName: string; attributes?: ManifestAttribute[] } => Boolean(declaration.tagName))
    .map((declaration) => ({ tag: declaration.tagName, attributes: declaration.attributes ?? [] }));
}

/** An element's instance on a demo page, with that page's context. */
interface DemoInstance {
  markup: string;
  context: Record<string, unknown> | null;
}

let demoInstances: Map<string, DemoInstance[]> | null = null;

/** The outermost instances of each tag on the demo pages (unrendered, as written). */
function instancesOf(tag: string): DemoInstance[] {
  if (!demoInstances) {
    demoInstances = new Map();
    for (const name of readdirSync(DEMO).filter((file) => file.endsWith('.html'))) {
      const { document } = new JSDOM(readFileSync(new URL(name, DEMO), 'utf8')).window;
      const contextText = document.getElementById('ss-context')?.textContent;
      const context = contextText ? (JSON.parse(contextText) as Record<string, unknown>) : null;
      for (const element of document.querySelectorAll('*')) {
        if (!element.localName.startsWith('ss-')) continue;
        const list = demoInstances.get(element.localName) ?? [];
        list.push({ markup: element.outerHTML, context });
        demoInstances.set(element.localName, list);
      }
    }
  }
  return demoInstances.get(tag) ?? [];
}

/** Strings authors (and cut and pasted texts) bring. The lone surrogate only survives in block JSON (`\ud83c`). */
export const LONE_SURROGATE = 'Cut emoji \ud83c';
const EDGE_TEXTS = ['', ' ', 'A & B <i>not markup</i> "quoted" it\'s', 'Café 🍰 crème brûlée', 'مرحبا بالعالم', 'x'.repeat(140), 'two\nlines', '\u00a0non-breaking', LONE_SURROGATE] as const;
const EDGE_URLS = ['/shop.html', 'relative/page.html', '#section', 'https://example.com/a?b=1&c=2', 'mailto:hello@example.com', 'javascript:alert(1)', ''] as const;

/** Values for an attribute of the manifest, from its documented type: every documented value and a few that are not. */
function attributeValues(tag: string, attribute: ManifestAttribute): string[] {
  const type = attribute.type?.text ?? 'text';
  // A popup opens after its delay: only delays the test never reaches, so both drawings are taken in the same state.
  if (tag === 'ss-popup' && attribute.name === 'delay') return ['0', '600000', '-1', 'soon'];
  const enumerated = [...type.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
  if (enumerated.length) return [...enumerated, enumerated[0]!.toUpperCase(), 'unknown', ''];
  const range = /^(\d+)-(\d+)$/.exec(type);
  if (range) {
    const [min, max] = [Number(range[1]), Number(range[2])];
    return [String(min), String(max), String(Math.round((min + max) / 2)), String(min - 1), String(max + 1), '2.5', 'many', ''];
  }
  switch (type) {
    case 'boolean':
      return ['', 'true', 'false', attribute.name, 'no'];
    case 'URL':
    case 'link':
    case 'path':
      return [...EDGE_URLS];
    case 'collection id':
      return ['tour', 'journal', 'no-such-collection', ''];
    case '`YYYY-MM`':
    case 'YYYY-MM':
      return ['2026-02', '2027-01', '2024-13', 'soon'];
    case 'decimal text':
      return ['0', '1234567.89', '-5.5', '0.005', '1e21', 'twelve', ''];
    case 'currency code':
      return ['USD', 'EUR', 'JPY', 'BHD', 'usd', 'ZZZ', ''];
    case 'comma-separated record types':
      return ['post,event', 'product', 'nothing', ''];
    default:
      if (/whole number/.test(type)) return ['0', '1', '2', '7', '-1', '1.5', 'first', ''];
      return [...EDGE_TEXTS.filter((text) => text !== LONE_SURROGATE), 'Plain label'];
  }
}

/** What a generated page does with one documented attribute of its block. */
type AttributeChoice = { keep: true } | { remove: true } | { value: string };

const LIGHT_DOM_SHAPES = ['as-written', 'empty', 'first-only', 'doubled', 'reversed', 'edge-text', 'with-pre', 'comments-and-blank-lines'] as const;
const BLOCK_DATA_SHAPES = ['as-written', 'broken', 'wrong-shape', 'edge-string'] as const;
const WRAPPERS = ['none', 'div', 'p', 'wordpress-paragraphs'] as const;
/** Locales of the page context: valid ones of several scripts and number systems, and invalid ones. */
const LOCALES = ['en-US', 'de-DE', 'fr-CA', 'ja-JP', 'ar-EG', 'hi-IN', 'pt-BR', 'tr-TR', 'he-IL', 'zh-Hant-TW', 'x', 'en_US', 'nope-nope-nope'] as const;
const CURRENCIES = ['USD', 'EUR', 'JPY', 'GBP', 'BHD', 'CHF', 'INR', 'usd', 'EURO'] as const;
const TIME_ZONES = ['Europe/Oslo', 'Asia/Tokyo', 'America/New_York', 'Pacific/Kiritimati', 'UTC', 'Mars/Olympus_Mons', ''] as const;

export interface PageSpec {
  tag: string;
  instance: number;
  attributes: Record<string, AttributeChoice>;
  lightDom: (typeof LIGHT_DOM_SHAPES)[number];
  blockData: (typeof BLOCK_DATA_SHAPES)[number];
  edgeText: string;
  context: 'demo' | 'absent' | 'broken' | 'varied';
  locale: (typeof LOCALES)[number] | null;
  currency: (typeof CURRENCIES)[number] | null;
  timeZone: (typeof TIME_ZONES)[number] | null;
  pinIt: boolean;
  instances: 1 | 2;
  wrapper: (typeof WRAPPERS)[number];
}

/** Shrinks towards its first choice. */
const choice = <T>(values: readonly T[]) => fc.constantFrom(...values);

/** The generated pages of one element. */
export function pageSpecs(tag: string, attributes: readonly ManifestAttribute[]): fc.Arbitrary<PageSpec> {
  const instances = instancesOf(tag);
  if (!instances.length) throw new Error(`no demo page shows <${tag}>: the differential test starts from a demo instance`);
  const attributeChoice = (attribute: ManifestAttribute): fc.Arbitrary<AttributeChoice> =>
    fc.oneof(
      { withCrossShrink: true },
      { arbitrary: fc.constant({ keep: true as const }), weight: 5 },
      { arbitrary: fc.constant({ remove: true as const }), weight: 1 },
      { arbitrary: choice(attributeValues(tag, attribute)).map((value) => ({ value })), weight: 4 },
    );
  return fc.record({
    tag: fc.constant(tag),
    instance: fc.nat({ max: instances.length - 1 }),
    attributes: fc.record(Object.fromEntries(attributes.map((attribute) => [attribute.name, attributeChoice(attribute)]))),
    lightDom: choice(LIGHT_DOM_SHAPES),
    blockData: choice(BLOCK_DATA_SHAPES),
    edgeText: choice(EDGE_TEXTS),
    context: choice(['demo', 'varied', 'absent', 'broken'] as const),
    locale: fc.option(choice(LOCALES)),
    currency: fc.option(choice(CURRENCIES)),
    timeZone: fc.option(choice(TIME_ZONES)),
    pinIt: fc.boolean(),
    instances: choice([1, 2] as const),
    wrapper: choice(WRAPPERS),
  });
}

/** The block's data as written: its `data-block-json` attribute, else its own JSON script child. */
function blockDataOf(host: Element): { text: string; write(text: string): void } | null {
  if (host.hasAttribute('data-block-json')) return { text: host.getAttribute('data-block-json')!, write: (text) => host.setAttribute('data-block-json', text) };
  const script = Array.from(host.children).find((child) => child.localName === 'script' && child.getAttribute('type') === 'application/json');
  return script ? { text: script.textContent ?? '', write: (text) => (script.textContent = text) } : null;
}

/** The first string in `value` (depth first) replaced by `text`; JSON.stringify writes a lone surrogate as `\udXXX`. */
function withFirstString(value: unknown, text: string): unknown {
  let done = false;
  const visit = (node: unknown): unknown => {
    if (done) return node;
    if (typeof node === 'string') {
      done = true;
      return text;
    }
    if (Array.isArray(node)) return node.map(visit);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, visit(child)]));
    return node;
  };
  return visit(value);
}

/** The block's markup for `spec`. */
function blockMarkup(spec: PageSpec): string {
  const { document } = new JSDOM('<!doctype html><body></body>').window;
  document.body.innerHTML = instancesOf(spec.tag)[spec.instance]!.markup;
  const host = document.body.firstElementChild!;
  for (const [name, action] of Object.entries(spec.attributes)) {
    if ('remove' in action) host.removeAttribute(name);
    // (A lone surrogate cannot be written in the page's UTF-8: it is there as U+FFFD either way.)
    else if ('value' in action) host.setAttribute(name, action.value);
  }
  const data = blockDataOf(host);
  if (data && spec.blockData !== 'as-written') {
    if (spec.blockData === 'broken') data.write(data.text.trim().slice(0, Math.max(1, Math.floor(data.text.trim().length / 2))));
    else if (spec.blockData === 'wrong-shape') data.write(Array.isArray(safeParse(data.text)) ? '{"items": 5}' : '[1, "two", null]');
    else {
      const parsed = safeParse(data.text);
      if (parsed !== undefined) data.write(JSON.stringify(withFirstString(parsed, spec.edgeText)));
    }
  }
  // The light DOM's shape: the children other than the block's data script.
  const content = Array.from(host.childNodes).filter((node) => !(node instanceof document.defaultView!.HTMLScriptElement));
  const elements = content.filter((node): node is Element => node.nodeType === 1);
  switch (spec.lightDom) {
    case 'empty':
      for (const node of content) node.remove();
      break;
    case 'first-only':
      for (const node of content) if (node !== elements[0]) node.remove();
      break;
    case 'doubled':
      for (const element of elements) host.append(element.cloneNode(true));
      break;
    case 'reversed':
      for (const element of elements.reverse()) host.append(element);
      break;
    case 'edge-text': {
      const walker = document.createTreeWalker(host, 4);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.localName !== 'script' && node.textContent!.trim()) {
          node.textContent = spec.edgeText.replace(/[\ud800-\udfff]/g, '\ufffd');
          break;
        }
      }
      break;
    }
    case 'with-pre': {
      // Authored preformatted text starting with a blank line (the parser drops only the first newline).
      const pre = document.createElement('pre');
      pre.textContent = '\nOpening hours\n  Mon-Fri 7-17';
      (elements[0] ?? host).append(pre);
      break;
    }
    case 'comments-and-blank-lines':
      for (const element of elements) element.before(document.createComment(' block item '), document.createTextNode('\n\n  '));
      break;
  }
  return host.outerHTML;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The page context of `spec` (null: the page has none, or one that does not parse). */
export function pageContext(spec: PageSpec): Record<string, unknown> | null {
  if (spec.context === 'absent' || spec.context === 'broken') return null;
  const context = structuredClone(instancesOf(spec.tag)[spec.instance]!.context ?? { website: { id: 'w1' } }) as Record<string, Record<string, unknown>>;
  if (spec.context === 'varied') {
    const settings = (context.websiteSettings ??= {}) as Record<string, unknown> & { storeSettings?: Record<string, unknown> };
    for (const [key, value] of [['locale', spec.locale], ['timeZone', spec.timeZone]] as const) {
      if (value === null) delete context[key];
      else (context as Record<string, unknown>)[key] = value;
    }
    settings.storeSettings ??= {};
    if (spec.currency === null) delete settings.storeSettings.selectedCurrency;
    else settings.storeSettings.selectedCurrency = spec.currency;
    if (spec.pinIt) settings.pinterestOverlayOptions = { mode: 'auto' };
  }
  return context;
}

/** The page context script for `spec`, or none. */
function contextScript(spec: PageSpec): string {
  if (spec.context === 'absent') return '';
  if (spec.context === 'broken') return '<script type="application/json" id="ss-context">{"website": {"id": "w1"</script>';
  return `<script type="application/json" id="ss-context">${JSON.stringify(pageContext(spec)).replace(/</g, '\\u003c')}</script>`;
}

/** The second instance: the same block, its ids made its own. */
const secondInstance = (markup: string) => markup.replace(/\sid="([^"]*)"/g, ' id="$1-2"');

function wrapped(markup: string, wrapper: PageSpec['wrapper']): string {
  switch (wrapper) {
    case 'none':
      return markup;
    case 'div':
      return `<div class="wp-block">${markup}</div>`;
    case 'p':
      return `<p>${markup}</p>`;
    case 'wordpress-paragraphs': {
      // As WordPress's wpautop writes a block whose tags stand on lines of their own.
      const open = markup.indexOf('>') + 1;
      const close = markup.lastIndexOf('</');
      return `<p>${markup.slice(0, open)}</p>\n${markup.slice(open, close)}\n<p>${markup.slice(close)}</p>`;
    }
  }
}

/** The page, as its author wrote it (no server rendering). */
export function pageHtml(spec: PageSpec): string {
  const block = blockMarkup(spec);
  const blocks = [block, ...(spec.instances === 2 ? [secondInstance(block)] : [])].map((markup) => wrapped(markup, spec.wrapper)).join('\n');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Generated page</title>' +
    `${contextScript(spec)}<link rel="stylesheet" href="/dist/sitestack.css"><script type="module" src="/dist/sitestack.js"></script></head>` +
    `<body><main><h1>Generated page</h1>\n${blocks}\n<p>After the blocks.</p></main></body></html>`
  );
}

/** A short account of a page, for a failure message. */
export function describePage(spec: PageSpec): string {
  const attributes = Object.entries(spec.attributes)
    .filter(([, action]) => !('keep' in action))
    .map(([name, action]) => ('value' in action ? `${name}=${JSON.stringify(action.value)}` : `-${name}`));
  return [
    `<${spec.tag}> demo instance ${spec.instance}`,
    attributes.length ? `attributes ${attributes.join(' ')}` : 'attributes as written',
    `light DOM ${spec.lightDom}`,
    `block data ${spec.blockData}${spec.blockData === 'edge-string' || spec.lightDom === 'edge-text' ? ` (${JSON.stringify(spec.edgeText)})` : ''}`,
    `context ${spec.context}${spec.context === 'varied' ? ` locale=${spec.locale} currency=${spec.currency} timeZone=${JSON.stringify(spec.timeZone)} pinIt=${spec.pinIt}` : ''}`,
    `${spec.instances} instance(s)`,
    `wrapper ${spec.wrapper}`,
  ].join('; ');
}

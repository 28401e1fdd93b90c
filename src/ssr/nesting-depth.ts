/**
 * How deep a page nests its elements, read from its text before it is parsed into a DOM.
 *
 * The server's DOM (jsdom) does work proportional to an element's depth for every element it
 * inserts (mutation records, memoised queries, ancestor checks), so a page nested N levels deep
 * costs N² to parse: 8,000 nested elements took 12.6 s. Browsers do not build such a tree either
 * (Chromium's parser attaches what lies deeper than 512 levels to the 512th ancestor), so what the
 * server would draw for it is not what the browser shows. A page nested deeper than
 * {@link MAX_RENDER_NESTING_DEPTH} is therefore left to the browser, whole, and this scan decides
 * that in time linear in the page's length: it stops at the limit, and no step looks at more than
 * the limit's worth of open elements.
 *
 * The scan follows the parts of the HTML parser that decide depth for ordinary pages: void
 * elements, raw-text elements (script, style, textarea ...), comments, end tags that close what
 * is open above them, end tags that match nothing, the end tags HTML lets authors leave out
 * (`<p>`, `<li>`, `<td>`, `<option>` ...), `/>` closing an element only inside SVG or MathML,
 * the `<tbody>` a table leaves out, and formatting elements (`<b>`, `<a>` ...) left open where a
 * block ends, which the parser opens again before the next text (three alike at most). Where it
 * differs from the parser it counts deeper, for markup a page would not use on purpose (HTML
 * inside SVG, table cells outside a table), or up to two levels shallower (the `<html>` and
 * `<body>` a page may leave out).
 */

/** The deepest nesting a page may have to be rendered on the server (Chromium's parser limit). */
export const MAX_RENDER_NESTING_DEPTH = 512;

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr', 'basefont', 'bgsound', 'frame']);
/** Elements whose content is text up to their own end tag. */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);
/** Start tags that close an open `<p>` (HTML "in body" insertion mode). */
const CLOSES_P = new Set([
  'address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl', 'fieldset', 'figcaption', 'figure', 'footer', 'form',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'li', 'dd', 'dt', 'listing', 'main', 'menu', 'nav', 'ol', 'p', 'pre', 'search', 'section', 'summary', 'table', 'ul',
]);
/**
 * The HTML parser's "special" elements: an open `<li>`, `<dt>` or `<dd>` is not looked for past
 * one of them (except address, div and p), nor a cell or row past a table.
 */
const SPECIAL = new Set([
  'address', 'applet', 'area', 'article', 'aside', 'base', 'basefont', 'bgsound', 'blockquote', 'body', 'br', 'button', 'caption', 'center', 'col', 'colgroup',
  'dd', 'details', 'dir', 'div', 'dl', 'dt', 'embed', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'frame', 'frameset', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'head', 'header', 'hgroup', 'hr', 'html', 'iframe', 'img', 'input', 'keygen', 'li', 'link', 'listing', 'main', 'marquee', 'menu', 'meta', 'nav', 'noembed',
  'noframes', 'noscript', 'object', 'ol', 'p', 'param', 'plaintext', 'pre', 'script', 'search', 'section', 'select', 'source', 'style', 'summary', 'table',
  'tbody', 'td', 'template', 'textarea', 'tfoot', 'th', 'thead', 'title', 'tr', 'track', 'ul', 'wbr', 'xmp', 'svg', 'math',
]);
/** "Button scope": an open `<p>` is not looked for past these. */
const BUTTON_SCOPE = new Set(['applet', 'caption', 'html', 'table', 'td', 'th', 'marquee', 'object', 'template', 'button', 'svg', 'math']);
const LIST_ITEM_BOUNDARY = new Set([...SPECIAL].filter((name) => name !== 'address' && name !== 'div' && name !== 'p'));
const TABLE_SCOPE = new Set(['html', 'table', 'template']);

/** Start tags that close an open element whose end tag may be left out: which, and how far down it is looked for. */
const CLOSES: Record<string, { names: readonly string[]; boundary: ReadonlySet<string> | 'current' }> = {
  li: { names: ['li'], boundary: LIST_ITEM_BOUNDARY },
  dt: { names: ['dt', 'dd'], boundary: LIST_ITEM_BOUNDARY },
  dd: { names: ['dt', 'dd'], boundary: LIST_ITEM_BOUNDARY },
  td: { names: ['td', 'th'], boundary: TABLE_SCOPE },
  th: { names: ['td', 'th'], boundary: TABLE_SCOPE },
  tr: { names: ['tr'], boundary: TABLE_SCOPE },
  tbody: { names: ['tbody', 'thead', 'tfoot'], boundary: TABLE_SCOPE },
  thead: { names: ['tbody', 'thead', 'tfoot'], boundary: TABLE_SCOPE },
  tfoot: { names: ['tbody', 'thead', 'tfoot'], boundary: TABLE_SCOPE },
  // Only the element being filled ("current node") is closed by these, and then the next one if it is also of those names.
  option: { names: ['option'], boundary: 'current' },
  optgroup: { names: ['option', 'optgroup'], boundary: 'current' },
  rb: { names: ['rb', 'rt', 'rtc', 'rp'], boundary: 'current' },
  rt: { names: ['rb', 'rt', 'rp'], boundary: 'current' },
  rp: { names: ['rb', 'rt', 'rp'], boundary: 'current' },
};

/** Formatting elements: one left open where a block ends is opened again for the next text ("reconstructed"). */
const FORMATTING = new Set(['a', 'b', 'big', 'code', 'em', 'font', 'i', 'nobr', 's', 'small', 'strike', 'strong', 'tt', 'u']);
/** Elements that put a marker in the list of formatting elements (what is opened inside them stays inside). */
const MARKERS = new Set(['td', 'th', 'caption', 'applet', 'marquee', 'object', 'template']);
/** Special start tags before which the parser reconstructs formatting elements (besides every non-special one). */
const RECONSTRUCTING_SPECIAL = new Set(['img', 'input', 'br', 'embed', 'keygen', 'area', 'wbr', 'select', 'applet', 'marquee', 'object', 'svg', 'math']);

export interface NestingDepth {
  /** Whether the page nests deeper than the limit. */
  exceeded: boolean;
  /** The deepest nesting seen (the limit + 1 when it was exceeded: the scan stops there). */
  depth: number;
  /** How many tags were read: all of the page's, or those up to where the limit was passed. */
  tagsRead: number;
}

/** An entry of the list of active formatting elements: its tag and attributes, and whether it is open. */
interface Formatting {
  name: string;
  attributes: string;
  open: boolean;
}
interface OpenElement {
  name: string;
  formatting: Formatting | null;
}
const MARKER = null;

const TAG = /<(\/?)([a-zA-Z][^\s/>]*)|<!--|<[!?]/g;

class DepthScan {
  readonly open: OpenElement[] = [];
  /** The list of active formatting elements, with markers (null). */
  readonly formatting: Array<Formatting | typeof MARKER> = [];
  foreign = 0;
  deepest = 0;

  top(): string | undefined {
    return this.open[this.open.length - 1]?.name;
  }

  push(name: string, formatting: Formatting | null = null): void {
    if (name === 'svg' || name === 'math') this.foreign += 1;
    if (MARKERS.has(name)) this.formatting.push(MARKER);
    this.open.push({ name, formatting });
    if (this.open.length > this.deepest) this.deepest = this.open.length;
  }

  /** Pops the open elements down to (and without) index `at`. */
  popTo(at: number): void {
    while (this.open.length > at) {
      const element = this.open.pop()!;
      if (element.name === 'svg' || element.name === 'math') this.foreign -= 1;
      if (element.formatting) element.formatting.open = false;
      if (MARKERS.has(element.name)) {
        // Closing a cell (or another marker element) forgets what was opened inside it.
        let entry;
        do entry = this.formatting.pop();
        while (entry !== undefined && entry !== MARKER);
      }
    }
  }

  /** Closes the nearest open element of one of `names`, unless a boundary comes first; `'current'`: only the element being filled, repeatedly. */
  close(names: readonly string[], boundary: ReadonlySet<string> | 'current'): void {
    if (boundary === 'current') {
      while (this.open.length > 0 && names.includes(this.top()!)) this.popTo(this.open.length - 1);
      return;
    }
    for (let i = this.open.length - 1; i >= 0; i -= 1) {
      const name = this.open[i]!.name;
      if (names.includes(name)) return this.popTo(i);
      if (boundary.has(name)) return;
    }
  }

  /** The latest formatting entry of that name after the last marker, or -1. */
  lastFormatting(name: string): number {
    for (let i = this.formatting.length - 1; i >= 0; i -= 1) {
      const entry = this.formatting[i];
      if (entry === MARKER) return -1;
      if (entry!.name === name) return i;
    }
    return -1;
  }

  /** An end tag of a formatting element (the adoption agency, as far as depth goes): closes it and forgets it. */
  endFormatting(at: number): void {
    const entry = this.formatting[at]!;
    this.formatting.splice(at, 1);
    if (!entry.open) return;
    for (let i = this.open.length - 1; i >= 0; i -= 1) {
      if (this.open[i]!.formatting === entry) return this.popTo(i);
    }
  }

  /** Opens again the formatting elements that are active but no longer open (before text or an inline tag). */
  reconstruct(): void {
    let first = this.formatting.length;
    while (first > 0) {
      const entry = this.formatting[first - 1];
      if (entry === MARKER || entry!.open) break;
      first -= 1;
    }
    for (let i = first; i < this.formatting.length; i += 1) {
      const entry = this.formatting[i]!;
      entry.open = true;
      this.push(entry.name, entry);
    }
  }

  /** A formatting element opened: at most three alike after the last marker (the parser's "Noah's Ark" rule). */
  openFormatting(name: string, attributes: string): void {
    let alike = 0;
    let earliest = -1;
    for (let i = this.formatting.length - 1; i >= 0; i -= 1) {
      const entry = this.formatting[i];
      if (entry === MARKER) break;
      if (entry!.name === name && entry!.attributes === attributes) {
        alike += 1;
        earliest = i;
      }
    }
    if (alike >= 3) this.formatting.splice(earliest, 1);
    const entry = { name, attributes, open: true };
    this.formatting.push(entry);
    this.push(name, entry);
  }
}

/** Reads how deep `html` nests its elements, up to `limit` (see the module comment). */
export function measureNestingDepth(html: string, limit = MAX_RENDER_NESTING_DEPTH): NestingDepth {
  const scan = new DepthScan();
  let tagsRead = 0;
  let textFrom = 0;
  const result = (): NestingDepth => ({ exceeded: scan.deepest > limit, depth: scan.deepest, tagsRead });
  TAG.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TAG.exec(html))) {
    // Text since the last tag opens again the formatting elements a block closed.
    if (scan.foreign === 0 && /\S/.test(html.slice(textFrom, match.index))) scan.reconstruct();
    if (match[0] === '<!--') {
      const end = html.indexOf('-->', TAG.lastIndex);
      TAG.lastIndex = textFrom = end === -1 ? html.length : end + 3;
      continue;
    }
    if (!match[2]) {
      // <!doctype>, <![CDATA[ ... ]]>, <?...>: up to the next ">".
      const end = html.indexOf('>', TAG.lastIndex);
      TAG.lastIndex = textFrom = end === -1 ? html.length : end + 1;
      continue;
    }
    tagsRead += 1;
    const name = match[2].toLowerCase();
    const attributesFrom = TAG.lastIndex;
    const tagEnd = endOfTag(html, attributesFrom);
    TAG.lastIndex = textFrom = tagEnd;
    if (match[1]) {
      const formatting = scan.foreign === 0 && FORMATTING.has(name) ? scan.lastFormatting(name) : -1;
      if (formatting !== -1) {
        scan.endFormatting(formatting);
      } else {
        // An end tag closes the nearest open element of its name, and what is open above it; one
        // that matches nothing open is ignored.
        for (let i = scan.open.length - 1; i >= 0; i -= 1) {
          if (scan.open[i]!.name === name) {
            scan.popTo(i);
            break;
          }
        }
      }
      continue;
    }
    if (scan.foreign > 0) {
      if (html.charCodeAt(tagEnd - 2) !== 47 /* "/>" */) scan.push(name);
    } else {
      if (CLOSES_P.has(name)) scan.close(['p'], BUTTON_SCOPE);
      const closes = CLOSES[name];
      if (closes) scan.close(closes.names, closes.boundary);
      // A second <a> (or <nobr>) closes the first.
      if ((name === 'a' || name === 'nobr') && scan.lastFormatting(name) !== -1) scan.endFormatting(scan.lastFormatting(name));
      if (!SPECIAL.has(name) || RECONSTRUCTING_SPECIAL.has(name)) scan.reconstruct();
      // The parser adds the <tbody> (and <tr>) a table's rows and cells leave out.
      if ((name === 'tr' || name === 'td' || name === 'th') && scan.top() === 'table') scan.push('tbody');
      if ((name === 'td' || name === 'th') && ['tbody', 'thead', 'tfoot'].includes(scan.top()!)) scan.push('tr');
      if (FORMATTING.has(name)) scan.openFormatting(name, html.slice(attributesFrom, tagEnd - 1).trim());
      else if (!VOID_ELEMENTS.has(name)) scan.push(name);
      if (RAW_TEXT_ELEMENTS.has(name)) {
        // Its text is not markup; its end tag is read as any other.
        TAG.lastIndex = textFrom = endOfRawText(html, name, tagEnd);
      }
    }
    if (scan.deepest > limit) return result();
  }
  return result();
}

/** Where a tag that started before `from` ends: after its ">", outside quoted attribute values. */
function endOfTag(html: string, from: number): number {
  let quote = 0;
  for (let i = from; i < html.length; i += 1) {
    const code = html.charCodeAt(i);
    if (quote) {
      if (code === quote) quote = 0;
    } else if (code === 34 || code === 39) {
      // A quote opens a value only after "=" (a lone quote in a name is part of the name).
      if (html.charCodeAt(previousNonBlank(html, i)) === 61) quote = code;
    } else if (code === 62) {
      return i + 1;
    }
  }
  return html.length;
}

function previousNonBlank(html: string, i: number): number {
  let j = i - 1;
  while (j >= 0 && /\s/.test(html[j]!)) j -= 1;
  return j;
}

const rawTextEnds = new Map<string, RegExp>();

/** Where the text of a raw-text element (script, style ...) that starts at `from` ends: its end tag, in any case. */
function endOfRawText(html: string, name: string, from: number): number {
  let end = rawTextEnds.get(name);
  if (!end) {
    end = new RegExp(`</${name}(?=[\\s/>])`, 'gi');
    rawTextEnds.set(name, end);
  }
  end.lastIndex = from;
  return end.exec(html)?.index ?? html.length;
}

import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { sanitizerParsePolicy, setOwnerHtmlSanitizer, toTrustedHTML, toTrustedHTMLWithScripts } from './trusted-html.js';

/**
 * Owner HTML made safe (docs/security.md, "Owner HTML"), with DOMPurify: widget renderings, the
 * cookie banner text, a form's post-submit HTML and an embed block's HTML all pass here, in the
 * browser and in the server renderer. No event-handler attribute, no `javascript:`, `data:` or
 * `vbscript:` address, no `srcdoc`, `<object>`, `<embed>`, `<base>`, `<meta>` or `<noscript>`;
 * `<iframe>` stays with its address checked. `<script>` stays only for the two sinks that run
 * owner scripts (run-inserted-scripts.ts); elsewhere it is removed. Loaded only by the blocks that
 * show owner HTML, so a page without them never downloads the sanitiser.
 */
const OWNER_HTML: Config = {
  ADD_TAGS: ['iframe'],
  ADD_ATTR: ['allow', 'allowfullscreen', 'frameborder', 'scrolling', 'loading', 'referrerpolicy', 'sandbox', 'target'],
  FORBID_TAGS: ['base', 'meta', 'object', 'embed', 'frame', 'frameset', 'noscript'],
  FORBID_ATTR: ['srcdoc'],
  // Keep leading <style>/<script> in place (the default moves them out of a body fragment).
  FORCE_BODY: true,
};

const OWNER_HTML_WITH_SCRIPTS: Config = {
  ...OWNER_HTML,
  ADD_TAGS: ['iframe', 'script'],
  ADD_ATTR: [...(OWNER_HTML.ADD_ATTR as string[]), 'async', 'defer', 'nomodule', 'crossorigin', 'integrity', 'nonce'],
};

let sanitizerWindow: WindowLike | null = null;
let purifier: Purifier | null = null;

/**
 * The window whose DOM the sanitiser parses with. The browser uses its own; the server renderer
 * gives one of its own (jsdom), so server-drawn owner HTML is sanitised the same way.
 */
export function setSanitizerWindow(win: WindowLike): void {
  if (win === sanitizerWindow) return;
  sanitizerWindow = win;
  purifier = null;
}

function getPurifier(): Purifier | null {
  if (purifier) return purifier;
  const win = sanitizerWindow ?? (typeof window === 'undefined' ? null : (window as unknown as WindowLike));
  if (!win) return null;
  purifier = DOMPurify(win);
  return purifier;
}

/** Owner HTML made safe; `withScripts` keeps `<script>` elements. Without a DOM to parse with, nothing is kept. */
export function sanitizeOwnerHtml(html: string, withScripts: boolean): string {
  if (html === '') return '';
  const active = getPurifier();
  const parse = sanitizerParsePolicy();
  if (!active || parse === 'refused') return '';
  const config: Config = { ...(withScripts ? OWNER_HTML_WITH_SCRIPTS : OWNER_HTML), ...(parse ? { TRUSTED_TYPES_POLICY: parse as never } : {}) };
  const safe = String(active.sanitize(html, config));
  reportRemoved(active.removed);
  return safe;
}

setOwnerHtmlSanitizer(sanitizeOwnerHtml);

/** Findings already told (kept here, not in the shared report-once helper: this chunk stays a leaf). */
const toldRemovals = new Set<string>();

/** Tells the owner, once per distinct finding, what was taken out of their HTML. */
function reportRemoved(removed: Purifier['removed']): void {
  const found = new Set<string>();
  for (const entry of removed) {
    if ('element' in entry && entry.element) {
      const name = entry.element.nodeName.toLowerCase();
      // The sanitiser's own marker (FORCE_BODY) is not the owner's.
      if (name !== 'remove') found.add(`<${name}>`);
    } else if ('attribute' in entry && entry.attribute && entry.from) {
      found.add(`<${entry.from.nodeName.toLowerCase()} ${entry.attribute.name}>`);
    }
  }
  if (found.size === 0) return;
  const list = [...found];
  const shown = list.length > 5 ? `${list.slice(0, 5).join(', ')} and ${list.length - 5} more` : list.join(', ');
  const message = `Sitestack: unsafe parts of owner HTML were removed (README "Owner HTML"): ${shown}.`;
  if (toldRemovals.has(message)) return;
  toldRemovals.add(message);
  console.error(message);
}

/** Owner markup, sanitised, ready for `innerHTML` (a TrustedHTML under Trusted Types). */
export function ownerHtml(html: string): string {
  return toTrustedHTML(html);
}

/** Owner markup that keeps its `<script>` elements for run-inserted-scripts.ts, otherwise sanitised alike. */
export function ownerHtmlWithScripts(html: string): string {
  return toTrustedHTMLWithScripts(html);
}

import { getPageContext } from '../context/current-context.js';
import { parseWellFormedJson } from '../text/well-formed-json.js';

/**
 * The lookup under every area's typed texts (text-lookup.ts): a site's own translation (from
 * `<script type="application/json" id="ss-messages">{"fr": {"map.link": "..."}}</script>`) for the
 * page locale, its language, else the given en-US text. It does not load the whole en-US
 * catalogue (message-catalogue.ts), so block chunks stay small.
 */
export const SITE_MESSAGES_SCRIPT_ID = 'ss-messages';

function readCatalogues(doc: NonElementParentNode): Record<string, Record<string, string>> {
  const text = doc.getElementById(SITE_MESSAGES_SCRIPT_ID)?.textContent;
  if (!text) return {};
  try {
    const json = parseWellFormedJson(text);
    if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('not an object');
    const out: Record<string, Record<string, string>> = {};
    for (const [tag, catalogue] of Object.entries(json as Record<string, unknown>)) {
      if (typeof catalogue !== 'object' || catalogue === null || Array.isArray(catalogue)) continue;
      out[tag] = Object.fromEntries(Object.entries(catalogue).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
    }
    return out;
  } catch {
    console.error(`Sitestack: #${SITE_MESSAGES_SCRIPT_ID} is not valid JSON (locale → key → text); using en-US texts.`);
    return {};
  }
}

let siteCatalogues_: Record<string, Record<string, string>> | null = null;
let renderingDocument: NonElementParentNode | null = null;

/**
 * Runs `render` with the catalogues of `doc` (a page the server is rendering, or a fragment
 * holding its `#ss-messages`), then forgets them. `render` must be synchronous.
 */
export function withSiteCatalogues<T>(doc: NonElementParentNode, render: () => T): T {
  const previous = { document: renderingDocument, catalogues: siteCatalogues_ };
  renderingDocument = doc;
  siteCatalogues_ = null;
  try {
    return render();
  } finally {
    renderingDocument = previous.document;
    siteCatalogues_ = previous.catalogues;
  }
}

/** The site's catalogues, read once per page. */
export function siteCatalogues(doc?: NonElementParentNode): Record<string, Record<string, string>> {
  // Without a document (the site server, node tests) there are no site translations.
  const page = doc ?? renderingDocument ?? (typeof document === 'undefined' ? null : document);
  if (!page) return {};
  siteCatalogues_ ??= readCatalogues(page);
  return siteCatalogues_;
}

/** For tests: read the page's catalogues again. */
export function forgetSiteCatalogues(): void {
  siteCatalogues_ = null;
}

/** Fills `{name}` placeholders; a placeholder without a value stays as written. */
export function fillPlaceholders(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole));
}

/** The text for `key` in the site's locale (then its language), else `english`. */
export function siteText(key: string, english: string, params?: Record<string, string | number>, locale?: string): string {
  const catalogues = siteCatalogues();
  // Most pages supply no translations: answer without touching the page context.
  if (Object.keys(catalogues).length === 0) return fillPlaceholders(english, params);
  const tag = locale ?? getPageContext().locale;
  const language = tag.split(/[-_]/)[0]!;
  const text = catalogues[tag]?.[key] ?? catalogues[language]?.[key] ?? english;
  return fillPlaceholders(text, params);
}

import { describePageContextProblem, PAGE_CONTEXT_SCHEMA_PARTS, parsePageContext, parsePageContextText, type PageContext } from './page-context.js';
import { buildSchemasInTurns } from '../validation/lazy-schema.js';
import { CONTEXT_SCRIPT_ID } from './context-script-id.js';

export { CONTEXT_SCRIPT_ID };

// One module instance per page: the loader and every block chunk reach this module through the
// same chunk URL, so this is the page's single resolved context.
let current: PageContext | null = null;

/**
 * Resolves the page context once from the `#ss-context` script. Logs one console error naming
 * what was wrong (missing, not JSON, invalid fields) and never throws.
 */
export function resolvePageContext(doc: Document = document): PageContext {
  if (current) return current;
  const result = parsePageContextText(doc.getElementById(CONTEXT_SCRIPT_ID)?.textContent);
  const message = describePageContextProblem(result);
  if (message) console.error(message);
  current = result.context;
  return current;
}

/**
 * Builds the page-context schema one part per task, ending in a new task: the first parse would
 * otherwise build it all at once, a long task (about 75 ms at 4x CPU). Nothing to do once the
 * context is resolved.
 */
export function buildContextSchemaInTurns(yieldTask: () => Promise<unknown>): Promise<void> {
  return current ? Promise.resolve() : buildSchemasInTurns(PAGE_CONTEXT_SCHEMA_PARTS, yieldTask);
}

/** Replaces the page context (CMS embedding through `Sitestack.init(context)`). */
export function setPageContext(input: unknown): PageContext {
  const result = parsePageContext(input);
  const message = describePageContextProblem(result);
  if (message) console.error(message.replace('no page context found (<script type="application/json" id="ss-context">)', 'Sitestack.init() was given no context'));
  current = result.context;
  return current;
}

/**
 * Runs `render` with `context` as the page context, then puts the previous one back: the server
 * renderer draws blocks of many pages in one process. `render` must be synchronous.
 */
export function withPageContext<T>(context: PageContext, render: () => T): T {
  const previous = current;
  current = context;
  try {
    return render();
  } finally {
    current = previous;
  }
}

/** True once the page context has been read (or given through `Sitestack.init()`). */
export function isPageContextResolved(): boolean {
  return current !== null;
}

/** The page context for blocks: resolved on first use. */
export function getPageContext(): PageContext {
  return current ?? resolvePageContext();
}

/**
 * Where a site route (checkout, subscribe, gift card, donate, logout ...) lives: on the site's own
 * server, which is where its API is (`context.apiBase`), never the page that embeds the blocks
 * (issue 16: a CMS page on another address). With no `apiBase` the path stays relative (the page is
 * on the site). Pure, so a server rendering writes the same link the browser would.
 */
export function siteRouteUrl(path: string, context: Partial<Pick<PageContext, 'apiBase'>> = getPageContext()): string {
  const base = (context.apiBase ?? '').trim();
  if (!base) return path;
  const relativePath = path.replace(/^\/+/, '');
  if (/^[a-z][a-z\d+.-]*:/i.test(base)) {
    try {
      return new URL(relativePath, `${base.replace(/\/+$/, '')}/`).href;
    } catch {
      return path;
    }
  }
  return `${base.replace(/\/+$/, '')}/${relativePath}`;
}

/** The site API origin and path: `context.apiBase`, else the page's own origin. */
export function apiBaseUrl(context: PageContext = getPageContext(), pageUrl: string = location.href): string {
  return new URL(context.apiBase || '/', pageUrl).href.replace(/\/$/, '');
}

import type { PageContext } from '../context/page-context.js';
import { loadExternalScript } from '../dom/external-script.js';

/**
 * Comment counts (spec 01 §3 websiteSettings.disqusShortname / commentsEnabled, §6 "Comments
 * load unless the collection is a demo collection", §7 "a commenting-service count script").
 * Links marked `data-ss-comment-count` (their text is the fallback, e.g. "Comments") get their
 * counts from the commenting service's count script, loaded once.
 */
export const COMMENT_COUNT_SELECTOR = '[data-ss-comment-count]';
export const COMMENT_COUNT_SCRIPT_TIMEOUT_MS = 10_000;

/** Spec 01 §6: comments load when enabled, with a service name, and not on a demo collection. */
export function shouldLoadComments(context: Pick<PageContext, 'websiteSettings' | 'collectionId' | 'collection' | 'demoCollections'>): boolean {
  const settings = context.websiteSettings;
  if (!settings.commentsEnabled || !settings.disqusShortname) return false;
  const collectionId = context.collectionId ?? context.collection?.id ?? null;
  return !context.demoCollections.some((demo) => demo.collectionId === collectionId);
}

/** The count script of the site's commenting service account. */
export function commentCountScriptUrl(shortname: string): string | null {
  return /^[a-z0-9-]{1,64}$/i.test(shortname) ? `https://${shortname}.disqus.com/count.js` : null;
}

/** Loads the count script once when the page has comment-count links and comments may load. */
export function startCommentCounts(context: PageContext, doc: Document = document): Promise<boolean> {
  if (!doc.querySelector(COMMENT_COUNT_SELECTOR) || !shouldLoadComments(context)) return Promise.resolve(false);
  const url = commentCountScriptUrl(context.websiteSettings.disqusShortname!);
  if (!url) return Promise.resolve(false);
  // The links keep their own text when the service cannot be reached; nothing else to do.
  return loadExternalScript(url, { timeoutMs: COMMENT_COUNT_SCRIPT_TIMEOUT_MS, doc }).then(
    () => true,
    () => false,
  );
}

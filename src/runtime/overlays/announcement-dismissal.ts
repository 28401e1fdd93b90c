/**
 * What the loader knows about announcement bars before any block code arrives (spec 01 §3
 * `showAnnouncementBar`): a bar the visitor dismissed this session, or a page whose context
 * turns the bar off, is marked at once so the pre-upgrade rule reserves no space for it and the
 * upgrade causes no layout shift. The bar's own show rule stays in announcement-bar-rules.ts;
 * this is only a hint for the same markup as the dismissed bar. Kept literal and free of
 * imports so the loader shares no module with the blocks (a shared module would split the
 * loader into two files); unit tests check the key and that it decides as the bar rule does.
 */

/** The session-storage key the bar writes on dismissal (the dismissed bar's text). */
export const DISMISSED_ANNOUNCEMENT_STORAGE_KEY = 'ss-announcement-bar-dismissed';

/** Set on an `<ss-announcement-bar>` the loader knows will not show; the pre-upgrade rule hides it. */
export const ANNOUNCEMENT_HIDDEN_ATTRIBUTE = 'data-ss-hidden';

/**
 * Does the page's inline context turn the bar off (and name no signed-in member, who sees it
 * anyway)? Unknown (no context, or text that is not JSON) counts as no.
 */
function contextTurnsBarOff(doc: Document): boolean {
  try {
    const context = JSON.parse(doc.getElementById('ss-context')?.textContent ?? 'null') as { showAnnouncementBar?: unknown; authenticatedAccount?: unknown } | null;
    // (A context that is not an object is invalid: the runtime falls back to defaults, bar off.)
    return !!context && context.showAnnouncementBar !== true && !context.authenticatedAccount;
  } catch {
    return false;
  }
}

/** Marks the page's announcement bars that will not show; runs synchronously, without React. */
export function markHiddenAnnouncementBars(doc: Document = document): void {
  const bars = doc.querySelectorAll('ss-announcement-bar');
  if (bars.length === 0) return;
  let dismissedText: string | null = null;
  try {
    dismissedText = sessionStorage.getItem(DISMISSED_ANNOUNCEMENT_STORAGE_KEY);
  } catch {
    // Blocked storage: nothing was remembered.
  }
  const off = contextTurnsBarOff(doc);
  // Compared as the bar's fingerprint compares them: whitespace runs are one space, ends trimmed.
  const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
  const dismissed = dismissedText === null ? null : normalise(dismissedText);
  for (const bar of bars) {
    if (off || (dismissed !== null && normalise(bar.textContent ?? '') === dismissed)) bar.setAttribute(ANNOUNCEMENT_HIDDEN_ATTRIBUTE, '');
  }
}

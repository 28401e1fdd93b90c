/**
 * The announcement bar's show rule (spec 01 §3 `showAnnouncementBar`, §6: signed-in members see
 * it too). A visitor may dismiss it for the rest of the browser session.
 */

/**
 * Session-storage key remembering a dismissal: the dismissed bar's text as on the page (a new
 * announcement shows again). The loader reads it too (announcement-dismissal.ts) to keep the
 * dismissed bar from reserving space before upgrade.
 */
export const ANNOUNCEMENT_DISMISSED_KEY = 'ss-announcement-bar-dismissed';

/** A short stable fingerprint of the bar's text: a changed announcement is shown again. */
export function announcementFingerprint(text: string): string {
  let hash = 5381;
  const normalised = text.replace(/\s+/g, ' ').trim();
  for (let i = 0; i < normalised.length; i++) hash = ((hash * 33) ^ normalised.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}

/**
 * Whether the bar shows: the page context turns it on, or the visitor is a signed-in site member
 * (spec 01 §6, whatever the context says), and it is not the bar they dismissed this session.
 */
export function shouldShowAnnouncementBar(input: { showAnnouncementBar: boolean; signedIn: boolean; dismissedFingerprint: string | null; fingerprint: string }): boolean {
  if (!input.showAnnouncementBar && !input.signedIn) return false;
  return input.dismissedFingerprint !== input.fingerprint;
}

function session(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/** The fingerprint of the bar dismissed this session, or null. */
export function readDismissedAnnouncement(): string | null {
  try {
    const text = session()?.getItem(ANNOUNCEMENT_DISMISSED_KEY) ?? null;
    return text === null ? null : announcementFingerprint(text);
  } catch {
    return null;
  }
}

/** Remembers the dismissed bar by its text as on the page (`host.textContent`). */
export function rememberDismissedAnnouncement(text: string): void {
  try {
    session()?.setItem(ANNOUNCEMENT_DISMISSED_KEY, text);
  } catch {
    // Blocked storage: the bar comes back on the next page, which is harmless.
  }
}

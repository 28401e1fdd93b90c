/**
 * The announcement bar's show rule (spec 01 §3 `showAnnouncementBar`, §6: signed-in members see
 * it too). A visitor may dismiss it for the rest of the browser session.
 */

/** Session-storage key remembering a dismissal (per bar text, so a new announcement shows again). */
export const ANNOUNCEMENT_DISMISSED_KEY = 'ss-announcement-bar-dismissed';

/** A short stable fingerprint of the bar's text: a changed announcement is shown again. */
export function announcementFingerprint(text: string): string {
  let hash = 5381;
  const normalised = text.replace(/\s+/g, ' ').trim();
  for (let i = 0; i < normalised.length; i++) hash = ((hash * 33) ^ normalised.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}

export function shouldShowAnnouncementBar(input: { showAnnouncementBar: boolean; dismissedFingerprint: string | null; fingerprint: string }): boolean {
  if (!input.showAnnouncementBar) return false;
  return input.dismissedFingerprint !== input.fingerprint;
}

function session(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

export function readDismissedAnnouncement(): string | null {
  try {
    return session()?.getItem(ANNOUNCEMENT_DISMISSED_KEY) ?? null;
  } catch {
    return null;
  }
}

export function rememberDismissedAnnouncement(fingerprint: string): void {
  try {
    session()?.setItem(ANNOUNCEMENT_DISMISSED_KEY, fingerprint);
  } catch {
    // Blocked storage: the bar comes back on the next page, which is harmless.
  }
}

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ANNOUNCEMENT_HIDDEN_ATTRIBUTE,
  DISMISSED_ANNOUNCEMENT_STORAGE_KEY,
  markHiddenAnnouncementBars,
} from '../../../src/runtime/overlays/announcement-dismissal.js';
import {
  ANNOUNCEMENT_DISMISSED_KEY,
  readDismissedAnnouncement,
  rememberDismissedAnnouncement,
  announcementFingerprint,
  shouldShowAnnouncementBar,
} from '../../../src/runtime/overlays/announcement-bar-rules.js';

const page = (body: string, context?: unknown) => {
  document.body.innerHTML = (context === undefined ? '' : `<script type="application/json" id="ss-context">${JSON.stringify(context)}</script>`) + body;
  return [...document.querySelectorAll('ss-announcement-bar')];
};

describe('announcement bar known hidden before upgrade (spec 01 §3 showAnnouncementBar; no layout shift)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    sessionStorage.clear();
  });

  it('reads the key the bar writes', () => {
    expect(DISMISSED_ANNOUNCEMENT_STORAGE_KEY).toBe(ANNOUNCEMENT_DISMISSED_KEY);
  });

  it('decides as the bar rule does for any dismissed and current text', () => {
    const text = fc.stringMatching(/^[ \nab.]{0,12}$/);
    fc.assert(
      fc.property(text, text, (dismissedText, barText) => {
        const [bar] = page('<ss-announcement-bar></ss-announcement-bar>', { showAnnouncementBar: true });
        bar!.textContent = barText;
        rememberDismissedAnnouncement(dismissedText);
        markHiddenAnnouncementBars(document);
        const hides = !shouldShowAnnouncementBar({ showAnnouncementBar: true, signedIn: false, dismissedFingerprint: readDismissedAnnouncement(), fingerprint: announcementFingerprint(barText) });
        expect(bar!.hasAttribute(ANNOUNCEMENT_HIDDEN_ATTRIBUTE)).toBe(hides);
      }),
    );
  });

  it('marks a dismissed bar whose text differs only in spacing, as the bar itself hides it', () => {
    const [bar] = page('<ss-announcement-bar>Free  shipping\n this week.</ss-announcement-bar>', { showAnnouncementBar: true });
    rememberDismissedAnnouncement('Free shipping this week.');
    markHiddenAnnouncementBars(document);
    expect(bar!.hasAttribute(ANNOUNCEMENT_HIDDEN_ATTRIBUTE)).toBe(true);
  });

  it('marks the bar dismissed this session, and only that one', () => {
    const [dismissed, other] = page('<ss-announcement-bar>Free shipping this week.</ss-announcement-bar><ss-announcement-bar>Closed Monday.</ss-announcement-bar>', { showAnnouncementBar: true });
    rememberDismissedAnnouncement(dismissed!.textContent!);
    markHiddenAnnouncementBars(document);
    expect(dismissed!.hasAttribute(ANNOUNCEMENT_HIDDEN_ATTRIBUTE)).toBe(true);
    expect(other!.hasAttribute(ANNOUNCEMENT_HIDDEN_ATTRIBUTE)).toBe(false);
  });

  it('agrees with the bar rule: a bar the loader marks is one the bar keeps hidden', () => {
    const [bar] = page('<ss-announcement-bar>\n  Free   shipping.\n</ss-announcement-bar>', { showAnnouncementBar: true });
    rememberDismissedAnnouncement(bar!.textContent!);
    markHiddenAnnouncementBars(document);
    expect(bar!.hasAttribute(ANNOUNCEMENT_HIDDEN_ATTRIBUTE)).toBe(true);
    const fingerprint = announcementFingerprint(bar!.textContent!);
    expect(shouldShowAnnouncementBar({ showAnnouncementBar: true, signedIn: false, dismissedFingerprint: readDismissedAnnouncement(), fingerprint })).toBe(false);
  });

  it('marks every bar when the inline context turns the bar off (default off)', () => {
    const [bar] = page('<ss-announcement-bar>Sale</ss-announcement-bar>', { website: { id: 'w' } });
    markHiddenAnnouncementBars(document);
    expect(bar!.hasAttribute(ANNOUNCEMENT_HIDDEN_ATTRIBUTE)).toBe(true);
  });

  it('leaves the bar of a signed-in site member alone when the context turns it off: they see it (spec 01 §6)', () => {
    const [bar] = page('<ss-announcement-bar>Sale</ss-announcement-bar>', { showAnnouncementBar: false, authenticatedAccount: { id: 'a1' } });
    markHiddenAnnouncementBars(document);
    expect(bar!.hasAttribute(ANNOUNCEMENT_HIDDEN_ATTRIBUTE)).toBe(false);
  });

  it('leaves bars alone with no context, a bad context or showAnnouncementBar on', () => {
    for (const context of [undefined, { showAnnouncementBar: true }]) {
      const [bar] = page('<ss-announcement-bar>Sale</ss-announcement-bar>', context);
      markHiddenAnnouncementBars(document);
      expect(bar!.hasAttribute(ANNOUNCEMENT_HIDDEN_ATTRIBUTE)).toBe(false);
    }
    document.body.innerHTML = '<script type="application/json" id="ss-context">{not json</script><ss-announcement-bar>Sale</ss-announcement-bar>';
    markHiddenAnnouncementBars(document);
    expect(document.querySelector('ss-announcement-bar')!.hasAttribute(ANNOUNCEMENT_HIDDEN_ATTRIBUTE)).toBe(false);
  });
});

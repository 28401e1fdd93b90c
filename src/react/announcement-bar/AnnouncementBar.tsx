import { useRef, useState, useSyncExternalStore } from 'react';
import { useVisibilityAnimation } from '../hooks/use-visibility-animation.js';
import {
  announcementFingerprint,
  readDismissedAnnouncement,
  rememberDismissedAnnouncement,
  shouldShowAnnouncementBar,
} from '../../runtime/overlays/announcement-bar-rules.js';
import { getPageContext } from '../../runtime/context/current-context.js';
import type { BlockProps } from '../block-props.js';
import { useLightDom } from '../hooks/use-light-dom.js';
import { announcementBarText } from '../../runtime/overlays/overlay-texts.js';
import { signedInOnPage } from '../../runtime/session/signed-in-state.js';
import { useLoginState } from '../hooks/use-login-state.js';

export interface AnnouncementBarAttributes {
  dismissible: boolean;
  closeLabel: string;
  label: string;
}

export interface AnnouncementBarEvents {
  'ss-announcement-bar-dismiss': { text: string };
}

const noSubscription = () => () => undefined;
const readText = (host: HTMLElement) => host.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const same = (a: string, b: string) => a === b;

/** The announcement bar (spec 01 §1, §3): the element's own content in a bar at the top of the page. */
export function AnnouncementBar({ host, attributes, emit }: BlockProps<AnnouncementBarAttributes, AnnouncementBarEvents>) {
  const text = useLightDom(host, readText, same);
  const fingerprint = announcementFingerprint(text);
  // The dismissal lives in the browser's session storage: a server draws the bar as not dismissed,
  // and a bar dismissed earlier in the session closes once hydrated.
  const stored = useSyncExternalStore(noSubscription, readDismissedAnnouncement, () => null);
  const [justDismissed, setDismissed] = useState<string | null>(null);
  const dismissed = justDismissed ?? stored;
  const signedIn = useLoginState(host, signedInOnPage);
  const visible = shouldShowAnnouncementBar({ showAnnouncementBar: getPageContext().showAnnouncementBar, signedIn, dismissedFingerprint: dismissed, fingerprint });

  // Spec 02 §4: a bar the visitor dismisses collapses (one dismissed earlier in the session closes at once).
  const baseRef = useRef<HTMLDivElement>(null);
  const visibility = useVisibilityAnimation(baseRef, visible, 'expand', { animateHide: justDismissed !== null });

  const dismiss = () => {
    rememberDismissedAnnouncement(host.textContent ?? '');
    setDismissed(fingerprint);
    emit('ss-announcement-bar-dismiss', { text });
  };

  return (
    <div
      ref={baseRef}
      part="base"
      className="bar"
      role="region"
      aria-label={attributes.label || announcementBarText('label')}
      hidden={visibility === 'closed'}
      data-state={visibility}
    >
      <div part="content" className="content">
        <slot />
      </div>
      {attributes.dismissible && (
        <button type="button" part="close" className="close" aria-label={attributes.closeLabel || announcementBarText('close')} onClick={dismiss}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
        </button>
      )}
    </div>
  );
}

import { LOGOUT_SUCCESSFUL_MESSAGE, LOGOUT_SUCCESSFUL_TITLE } from '../../runtime/owner/owner-logout.js';
import type { PageOverlayUi } from '../../runtime/overlays/page-overlays.js';
import {
  SYSTEM_ERROR_CLEAR_LABEL,
  SYSTEM_ERROR_RELOAD_LABEL,
  SYSTEM_NETWORK_ERROR_EVENT_NAME,
  systemErrorContent,
  type SystemErrorInput,
} from '../../runtime/overlays/system-error-rules.js';
import { showAlert, showDialog } from '../dialog/show-dialog.js';

/**
 * The system-error overlay (spec 02 §2, §8): full screen, Reload Page and Clear, the error key
 * when given. Resolves with what the visitor chose.
 */
export async function showSystemError(input: SystemErrorInput, win: Window = window): Promise<'reload' | 'clear'> {
  const content = systemErrorContent(input);
  if (content.logNetworkErrorFor !== null) {
    // Spec 02 §7: the overlay logs system_network_error; analytics loads only when this happens.
    void import('../../runtime/analytics/events-tracker.js')
      .then((tracker) => tracker.trackEvent(SYSTEM_NETWORK_ERROR_EVENT_NAME, { urlRequested: content.logNetworkErrorFor }))
      .catch(() => undefined);
  }
  const message = (
    <>
      <p className="ss-dialog-message">{content.message}</p>
      {content.details.map((line) => (
        <p key={line} className="ss-system-error-details">
          {line}
        </p>
      ))}
      {content.errorKey && <p className="ss-system-error-key">Error key: {content.errorKey}</p>}
    </>
  );
  const action = await showDialog({
    title: content.heading,
    message,
    buttons: 'confirm-cancel',
    variant: 'alert',
    className: 'ss-system-error',
    part: 'system-error',
    labels: { confirm: SYSTEM_ERROR_RELOAD_LABEL, cancel: SYSTEM_ERROR_CLEAR_LABEL },
  }).result;
  if (action === 'confirm') {
    win.location.reload();
    return 'reload';
  }
  return 'clear';
}

/** Spec 01 §2: the page opened with logout=true. */
export function showLogoutSuccessful(): Promise<unknown> {
  return showAlert(LOGOUT_SUCCESSFUL_TITLE, LOGOUT_SUCCESSFUL_MESSAGE);
}

const ui: PageOverlayUi = { showLogoutSuccessful, showSystemError: (input) => showSystemError(input) };
export default ui;

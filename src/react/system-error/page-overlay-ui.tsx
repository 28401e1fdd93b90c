import { LOGOUT_SUCCESSFUL_MESSAGE, LOGOUT_SUCCESSFUL_TITLE } from '../../runtime/owner/owner-logout.js';
import type { PageOverlayUi } from '../../runtime/overlays/page-overlays.js';
import {
  SYSTEM_ERROR_CLEAR_LABEL,
  SYSTEM_ERROR_RELOAD_LABEL,
  SYSTEM_NETWORK_ERROR_EVENT_NAME,
  systemErrorContent,
  type SystemErrorInput,
} from '../../runtime/overlays/system-error-rules.js';
import { siteText } from '../../runtime/i18n/site-text.js';
import { getPageContext } from '../../runtime/context/current-context.js';
import { SYSTEM_ERROR_KEY_TEXT } from '../../runtime/overlays/overlay-messages.js';
import { showAlert, showDialog } from '../dialog/show-dialog.js';

/**
 * The system-error overlay (spec 02 §2, §8): full screen, Reload Page and Clear, the error key
 * when given. Resolves with what the visitor chose.
 */
export async function showSystemError(input: SystemErrorInput, win: Window = window): Promise<'reload' | 'clear'> {
  const content = systemErrorContent(input, getPageContext().website.siteTitle);
  if (content.logNetworkErrorFor !== null) {
    // Spec 02 §7: the overlay logs system_network_error; analytics loads only when this happens.
    void import('../../runtime/analytics/events-tracker.js')
      .then((tracker) => tracker.trackEvent(SYSTEM_NETWORK_ERROR_EVENT_NAME, { urlRequested: content.logNetworkErrorFor }))
      .catch(() => undefined);
  }
  const message = (
    <>
      <p className="ss-dialog-message">{content.messageKey ? siteText(content.messageKey, content.message, content.messageParams) : content.message}</p>
      {content.details.map((line) => (
        <p key={line} className="ss-system-error-details">
          {line}
        </p>
      ))}
      {content.errorKey && <p className="ss-system-error-key">{siteText('systemError.errorKey', SYSTEM_ERROR_KEY_TEXT, { key: content.errorKey })}</p>}
    </>
  );
  const action = await showDialog({
    title: siteText(content.headingKey, content.heading),
    message,
    buttons: 'confirm-cancel',
    variant: 'alert',
    className: 'ss-system-error',
    part: 'system-error',
    labels: { confirm: siteText('systemError.reload', SYSTEM_ERROR_RELOAD_LABEL), cancel: siteText('systemError.clear', SYSTEM_ERROR_CLEAR_LABEL) },
  }).result;
  if (action === 'confirm') {
    win.location.reload();
    return 'reload';
  }
  return 'clear';
}

/** Spec 01 §2: the page opened with logout=true. */
export function showLogoutSuccessful(): Promise<unknown> {
  return showAlert(siteText('logout.title', LOGOUT_SUCCESSFUL_TITLE), siteText('logout.message', LOGOUT_SUCCESSFUL_MESSAGE));
}

const ui: PageOverlayUi = { showLogoutSuccessful, showSystemError: (input) => showSystemError(input) };
export default ui;

import type { PageOverlayUi } from '../../runtime/overlays/page-overlays.js';
import { SYSTEM_NETWORK_ERROR_EVENT_NAME, systemErrorContent, type SystemErrorInput } from '../../runtime/overlays/system-error-rules.js';
import { getPageContext } from '../../runtime/context/current-context.js';
import { logoutText, systemErrorText } from '../../runtime/overlays/overlay-texts.js';
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
      <p className="ss-dialog-message">{content.messageName ? systemErrorText(content.messageName, content.messageParams) : content.message}</p>
      {content.details.map((line) => (
        <p key={line} className="ss-system-error-details">
          {line}
        </p>
      ))}
      {content.errorKey && <p className="ss-system-error-key">{systemErrorText('errorKey', { key: content.errorKey })}</p>}
    </>
  );
  const action = await showDialog({
    title: systemErrorText(content.headingName),
    message,
    buttons: 'confirm-cancel',
    variant: 'alert',
    className: 'ss-system-error',
    part: 'system-error',
    labels: { confirm: systemErrorText('reload'), cancel: systemErrorText('clear') },
  }).result;
  if (action === 'confirm') {
    win.location.reload();
    return 'reload';
  }
  return 'clear';
}

/** Spec 01 §2: the page opened with logout=true. */
export function showLogoutSuccessful(): Promise<unknown> {
  return showAlert(logoutText('title'), logoutText('message'));
}

const ui: PageOverlayUi = { showLogoutSuccessful, showSystemError: (input) => showSystemError(input) };
export default ui;

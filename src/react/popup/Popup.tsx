import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { recordOverlayEvent, type OverlayCensusEvent } from '../../runtime/analytics/census.js';
import { getPageContext } from '../../runtime/context/current-context.js';
import { deviceSignals, isMobileDevice } from '../../runtime/overlays/mobile-device.js';
import { popupRecordStore, popupWaitsForCookieChoice, recordPopupClosed, recordPopupSubmitted, shouldShowPopup, type PopupSettings } from '../../runtime/overlays/popup-rules.js';
import { onConsentChange } from '../../runtime/consent/consent-store.js';
import { shouldShowCookieBannerOnPage } from '../../runtime/consent/cookie-banner-settings.js';
import { clock, type TimerHandle } from '../../runtime/time/clock.js';
import type { BlockProps } from '../block-props.js';
import { Dialog } from '../dialog/Dialog.js';
import { popupText } from '../../runtime/overlays/overlay-texts.js';

export interface PopupAttributes {
  heading: string;
  delay: number;
  overlayId: string;
  closeLabel: string;
}

export interface PopupEvents {
  'ss-popup-show': { overlayId: string; version: number };
  'ss-popup-close': { overlayId: string; version: number; submitted: boolean };
}

/** The form event of `<ss-newsletter>` / `<ss-form>` inside the popup: counts as the signup. */
const SIGNUP_EVENT = 'ss-form-submit-success';
const DEFAULT_SETTINGS: PopupSettings = { enableMobile: true, showUntilSignup: false };

function headingElement(host: HTMLElement): HTMLElement | null {
  return host.querySelector<HTMLElement>('h1, h2, h3, h4, [data-popup-heading]');
}

/** The popup overlay (spec 01 §3, §9): a modal dialog holding the element's own content. */
export function Popup({ host, attributes, emit }: BlockProps<PopupAttributes, PopupEvents>) {
  const context = getPageContext();
  const settings = context.websiteSettings.popupOverlaySettings ?? DEFAULT_SETTINGS;
  const version = settings.version ?? 0;
  const overlayId = attributes.overlayId || host.id || 'popup';
  const store = useMemo(() => popupRecordStore(), []);
  const [open, setOpen] = useState(false);
  const submitted = useRef(false);
  const contentHeading = attributes.heading ? null : headingElement(host);
  const title = attributes.heading || contentHeading?.textContent?.trim() || popupText('title');

  // A heading taken from the content becomes the dialog's title; it is not shown twice.
  useLayoutEffect(() => {
    if (!contentHeading || contentHeading.hidden) return;
    contentHeading.hidden = true;
    return () => {
      contentHeading.hidden = false;
    };
  }, [contentHeading]);

  const census = (event: OverlayCensusEvent) => void recordOverlayEvent({ event, overlayId, version }).catch(() => undefined);

  useEffect(() => {
    let timer: TimerHandle | undefined;
    const start = () => {
      const show = shouldShowPopup({
        settings,
        record: store.read(),
        now: clock.now(),
        mobile: isMobileDevice(deviceSignals()),
        pageType: context.pageType,
        search: location.search,
      });
      if (!show) return;
      timer = clock.setTimeout(() => {
        setOpen(true);
        census('view');
        emit('ss-popup-show', { overlayId, version });
      }, attributes.delay);
    };
    // The cookie choice comes first: while the banner waits for it, so does the popup.
    const waits = popupWaitsForCookieChoice({
      bannerOnPage: document.querySelector('ss-cookie-banner') !== null,
      bannerWaitsForChoice: shouldShowCookieBannerOnPage(false, context.cookieSettings.isCookieBannerEnabled),
    });
    let stopWaiting: (() => void) | undefined;
    if (waits) {
      stopWaiting = onConsentChange(() => {
        stopWaiting?.();
        stopWaiting = undefined;
        start();
      });
    } else {
      start();
    }
    return () => {
      stopWaiting?.();
      clock.clearTimeout(timer);
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- decided once per page view, from what the page holds at start

  useEffect(() => {
    const onSignup = () => {
      submitted.current = true;
      store.write(recordPopupSubmitted(version, clock.now()));
      census('submit');
    };
    host.addEventListener(SIGNUP_EVENT, onSignup);
    return () => host.removeEventListener(SIGNUP_EVENT, onSignup);
  }, [host, version, overlayId]); // eslint-disable-line react-hooks/exhaustive-deps -- census is renewed each render from overlayId and version; store is made once

  const close = () => {
    setOpen(false);
    store.write(submitted.current ? recordPopupSubmitted(version, clock.now()) : recordPopupClosed(store.read(), version, clock.now()));
    census('close');
    emit('ss-popup-close', { overlayId, version, submitted: submitted.current });
  };

  return (
    <div part="base" className="popup" data-state={open ? 'open' : 'closed'}>
      <Dialog
        open={open}
        title={title}
        role="dialog"
        buttons="none"
        className="ss-popup"
        part="popup"
        closeLabel={attributes.closeLabel || popupText('close')}
        message={<slot />}
        onAction={close}
      />
    </div>
  );
}

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLoginState } from '../hooks/use-login-state.js';
import { isWideBookingWidget } from '../../runtime/catalog/block-widths.js';
import { getPageContext } from '../../runtime/context/current-context.js';
import { isBookingPreviewOnly, loadBookingVendor, type BookingVendor, type BookingWidgetHandle } from '../../runtime/booking/booking-vendor.js';
import { openTableDomainProblem, openTableVendor, parseOpenTableDomain } from '../../runtime/booking/opentable-vendor.js';
import type { BlockProps } from '../block-props.js';
import { showAlert } from '../dialog/show-dialog.js';
import { bookingText } from '../../runtime/booking/booking-texts.js';

export interface BookingAttributes {
  vendorSrc: string;
  restaurantId: string;
  vendorDomain: string;
  label: string;
}

export interface BookingPreviewClickDetail {
  restaurantId: string;
}

export interface BookingEvents {
  /** A logged-in owner clicked the preview-only block; the 'Preview Only' alert is shown. */
  'ss-booking-preview-click': BookingPreviewClickDetail;
}

type BookingState = 'loading' | 'loaded' | 'error';

export function Booking({ host, attributes, emit }: BlockProps<BookingAttributes, BookingEvents>) {
  const previewOnly = useLoginState(host, isBookingPreviewOnly);
  const [state, setState] = useState<BookingState>('loading');
  const [wide, setWide] = useState(false);
  const base = useRef<HTMLDivElement>(null);
  const widget = useRef<HTMLDivElement>(null);
  const handle = useRef<BookingWidgetHandle | null>(null);

  // Spec 01 §9: the booking widget is wide above 850 px.
  useLayoutEffect(() => {
    const element = base.current;
    if (!element) return;
    setWide(isWideBookingWidget(element.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWide(isWideBookingWidget(entry!.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!attributes.restaurantId) {
      console.error('Sitestack: <ss-booking> needs restaurant-id; showing its fallback content.');
      setState('error');
      return;
    }
    let cancelled = false;
    setState('loading');
    const context = getPageContext();
    const domainProblem = attributes.vendorSrc ? null : openTableDomainProblem(attributes.vendorDomain);
    if (domainProblem) console.error(`Sitestack: <ss-booking> vendor-domain: ${domainProblem}.`);
    // The vendor: an adapter script when the block names one, else OpenTable's widget.
    const vendor: Promise<BookingVendor> = attributes.vendorSrc
      ? loadBookingVendor(attributes.vendorSrc)
      : Promise.resolve(openTableVendor({ domain: parseOpenTableDomain(attributes.vendorDomain), widgetUrl: context.bookingWidgetUrl }));
    const fail = (error: Error) => {
      if (cancelled) return;
      console.error(`${error.message} <ss-booking> shows its fallback content.`);
      handle.current?.destroy();
      handle.current = null;
      setState('error');
    };
    vendor
      .then((loadedVendor) => {
        if (cancelled || !widget.current) return;
        const mounted = loadedVendor.mount(widget.current, {
          restaurantId: attributes.restaurantId,
          wide: base.current ? isWideBookingWidget(base.current.getBoundingClientRect().width) : false,
          locale: context.locale,
        });
        handle.current = mounted;
        return (mounted.loaded ?? Promise.resolve()).then(() => {
          if (!cancelled) setState('loaded');
        });
      })
      .catch(fail);
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [attributes.vendorSrc, attributes.restaurantId, attributes.vendorDomain]);

  // Spec 01 §9: the widget is redrawn when the block crosses 850 px.
  useEffect(() => {
    handle.current?.resize?.(wide);
  }, [wide]);

  const showPreviewAlert = () => {
    emit('ss-booking-preview-click', { restaurantId: attributes.restaurantId });
    void showAlert(bookingText('previewTitle'), bookingText('previewMessage'));
  };

  return (
    <div part="base" className="booking" ref={base} data-state={state} data-wide={wide ? '' : undefined} data-preview={previewOnly ? '' : undefined}>
      <div part="widget" className="widget" ref={widget} role="region" aria-label={attributes.label || bookingText('label')} aria-busy={state === 'loading'} hidden={state === 'error'} />
      {state === 'loading' && (
        <p part="status" className="status" role="status">
          {bookingText('loading')}
        </p>
      )}
      {state === 'error' && (
        <div className="fallback">
          <slot />
          <p part="error" className="error">
            {bookingText('error')}
          </p>
        </div>
      )}
      {previewOnly && state === 'loaded' && (
        <button part="preview-shield" className="preview-shield" type="button" aria-label={bookingText('previewLabel')} onClick={showPreviewAlert} />
      )}
    </div>
  );
}

import { trackEvent } from '../analytics/census.js';
import { whenIdle } from '../dom/when-idle.js';

/**
 * spec 02 §4 "Newsletter forms track a subscribe event": an events-service event (spec 03 §7,
 * common fields of spec 03 §3) sent at idle time after a newsletter submission was stored. The
 * events service checks consent and the analytics skip rules; nothing about the visitor's entries
 * (their email) is sent, only which form they subscribed with.
 */
export const NEWSLETTER_SUBSCRIBE_SCHEMA = 'newsletter_subscribe';

/** The events-service fields of one subscription. */
export function newsletterSubscribeFields(formId: string, formName: string | undefined): Record<string, unknown> {
  return {
    actor: 'visitor',
    action: 'subscribe',
    event_source: 'WEB',
    object_type: 'newsletter',
    object_id: formId,
    object_display_name: (formName ?? '').trim().slice(0, 200) || formId,
    product_area: 'newsletter',
    product_section: 'newsletter-block',
  };
}

/** Records a subscription at idle time; never throws, never delays the success message. */
export function trackNewsletterSubscribe(formId: string, formName: string | undefined): void {
  const send = () => void trackEvent(NEWSLETTER_SUBSCRIBE_SCHEMA, newsletterSubscribeFields(formId, formName));
  whenIdle(send);
}

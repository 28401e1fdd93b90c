import { describe, expect, it } from 'vitest';
import { NEWSLETTER_SUBSCRIBE_SCHEMA, newsletterSubscribeFields } from '../../../src/runtime/forms/newsletter-tracking.js';

describe('newsletter subscribe tracking', () => {
  // spec 02 §4 newsletter forms track a subscribe event
  it('names the form, never the visitor entries', () => {
    expect(NEWSLETTER_SUBSCRIBE_SCHEMA).toBe('newsletter_subscribe');
    expect(newsletterSubscribeFields('demo-newsletter', ' The Harbour letter ')).toEqual({
      actor: 'visitor',
      action: 'subscribe',
      event_source: 'WEB',
      object_type: 'newsletter',
      object_id: 'demo-newsletter',
      object_display_name: 'The Harbour letter',
      product_area: 'newsletter',
      product_section: 'newsletter-block',
    });
    expect(newsletterSubscribeFields('n1', undefined).object_display_name).toBe('n1');
  });
});

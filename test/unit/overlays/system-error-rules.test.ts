import { describe, expect, it } from 'vitest';
import { systemErrorContent, toSystemErrorInput, SYSTEM_ERROR_CLEAR_LABEL, SYSTEM_ERROR_RELOAD_LABEL } from '../../../src/runtime/overlays/system-error-rules.js';

describe('system-error overlay content (spec 02 §8)', () => {
  it('shows the generic heading and text for cleaned data', () => {
    const content = systemErrorContent({ cleaned: true, message: 'secret detail', errorKey: 'K-42' });
    expect(content.heading).toBe('Something Went Wrong!');
    expect(content.message).toBe('Our system has encountered an error.  This exception has been automatically logged and reported.  We will return shortly.');
    expect(content.errorKey).toBe('K-42');
  });

  it('shows the connect text for a network error (or the server text) and logs system_network_error', () => {
    // The spec's text names the platform; the product names the site (website.siteTitle), else 'the site'.
    expect(systemErrorContent({ network: true, url: '/api/x' })).toMatchObject({ message: 'Unable to connect to the site.  Please try again.', logNetworkErrorFor: '/api/x' });
    expect(systemErrorContent({ network: true, url: '/api/x' }, 'Harbour Café').message).toBe('Unable to connect to Harbour Café.  Please try again.');
    expect(systemErrorContent({ network: true, url: '/api/x' }, '   ').message).toBe('Unable to connect to the site.  Please try again.');
    expect(systemErrorContent({ network: true, url: '/api/x', message: 'Gateway down' }).message).toBe('Gateway down');
  });

  it('otherwise shows the url, the format in upper case and the message', () => {
    const content = systemErrorContent({ url: '/api/commerce/cart', format: 'json', message: 'Unauthorized request' });
    expect(content.details).toEqual(['/api/commerce/cart', 'JSON']);
    expect(content.message).toBe('Unauthorized request');
    expect(content.errorKey).toBeNull();
  });

  it('offers Reload Page and Clear', () => {
    expect([SYSTEM_ERROR_RELOAD_LABEL, SYSTEM_ERROR_CLEAR_LABEL]).toEqual(['Reload Page', 'Clear']);
  });

  it('never throws on an odd event detail', () => {
    for (const detail of [null, 3, 'x', { url: 5, message: {} }]) expect(() => systemErrorContent(toSystemErrorInput(detail))).not.toThrow();
  });
});

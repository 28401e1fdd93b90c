import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { DRAWN_URL_ATTRIBUTE, drawnAddress, pageAddress } from '../../../src/runtime/blocks/drawn-address.js';

/** A page at `url` with one block host; `recorded` is what a server wrote on its render root, if it drew it. */
function hostOn(url: string, recorded?: string): Element {
  const { document } = new JSDOM('<ss-gallery></ss-gallery>', { url }).window;
  const host = document.querySelector('ss-gallery')!;
  if (recorded !== undefined) {
    const root = document.createElement('div');
    root.setAttribute('data-ss-root', 'server');
    root.setAttribute(DRAWN_URL_ATTRIBUTE, recorded);
    host.attachShadow({ mode: 'open' }).append(root);
  }
  return host;
}

describe('the address a block is drawn for (issue 15: hydration draws what the server drew)', () => {
  it('is the page\'s own when nothing was drawn on a server: the browser\'s, or the page a server renders', () => {
    expect(drawnAddress(hostOn('https://shop.example/photos/c?nomotion=true#itemId=a'))).toEqual({ pathname: '/photos/c', search: '?nomotion=true' });
    expect(pageAddress(new JSDOM('').window.document.implementation.createHTMLDocument(''))).toEqual({ pathname: 'blank', search: '' });
  });

  it('is the one the server recorded while its drawing is taken over, whatever address the page is served at', () => {
    // a static render made for /gallery.html, served at /gallery.html?nomotion=true
    const host = hostOn('https://shop.example/gallery.html?nomotion=true', '/gallery.html');
    expect(drawnAddress(host)).toEqual({ pathname: '/gallery.html', search: '' });
    expect(pageAddress(host.ownerDocument)).toEqual({ pathname: '/gallery.html', search: '?nomotion=true' });
    expect(drawnAddress(hostOn('https://shop.example/', '/photos/terrace?a=1&b=%20'))).toEqual({ pathname: '/photos/terrace', search: '?a=1&b=%20' });
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_CHANGE_EVENT, hydrateCartBlocksOnChange } from '../../../src/runtime/commerce/cart-store.js';
import { hydrateNow } from '../../../src/runtime/blocks/hydrate-now.js';
import { whenHydrationIsDue } from '../../../src/runtime/blocks/hydration-schedule.js';

function serverDrawn(tag: string): HTMLElement {
  const host = document.createElement(tag);
  host.attachShadow({ mode: 'open' }).innerHTML = '<div data-ss-root="server"></div>';
  document.body.append(host);
  return host;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

// spec 02 §3: the page's one cart: every cart element follows it, a server-drawn one too
describe('server-drawn cart blocks follow the cart', () => {
  it('hydrate at once when the cart changes, while blocks of other tags keep waiting', () => {
    // Far from the viewport: nothing else would make them due.
    vi.stubGlobal('IntersectionObserver', class { observe() {} unobserve() {} disconnect() {} });
    const cart = serverDrawn('ss-cart');
    const other = serverDrawn('ss-gallery');
    const due: string[] = [];
    whenHydrationIsDue(cart, () => due.push('ss-cart'));
    whenHydrationIsDue(other, () => due.push('ss-gallery'));
    hydrateCartBlocksOnChange(document, ['ss-cart']);
    expect(due).toEqual([]);
    document.dispatchEvent(new CustomEvent(CART_CHANGE_EVENT, { detail: {} }));
    expect(due).toEqual(['ss-cart']);
  });

  it('does nothing to a block that is not waiting', () => {
    const host = document.createElement('ss-cart');
    const seen = vi.fn();
    host.addEventListener('ss-hydrate-now', seen);
    hydrateNow(host);
    expect(seen).not.toHaveBeenCalled();
  });
});

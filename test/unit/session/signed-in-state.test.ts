// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  LOGIN_HELPER_KEY,
  installLoginHelper,
  isSignedIn,
  readTopWindowSignedIn,
  resolveSignedIn, ownSignedIn, signedInOnPage } from '../../../src/runtime/session/signed-in-state.js';

/** A framed window whose `top` is `top` (or throws, like a cross-origin top window). */
const framed = (top: (() => unknown) | object) =>
  ({
    get top() {
      return typeof top === 'function' ? (top as () => unknown)() : top;
    },
  }) as unknown as Window;

describe('signed-in state from the top window inside the editor frame (spec 01 §6)', () => {
  afterEach(() => {
    delete (window as unknown as Record<symbol, unknown>)[LOGIN_HELPER_KEY];
  });

  it.each([
    // own, top window, signed in
    [false, true, true],
    [true, false, false],
    [true, null, true],
    [false, null, false],
  ] as const)('own %s, top window %s: signed in %s', (own, top, expected) => {
    expect(resolveSignedIn(own, top)).toBe(expected);
  });

  it("a framed page reads the top window's login helper", () => {
    const top = {} as Window;
    installLoginHelper(top, { signedIn: () => true });
    expect(readTopWindowSignedIn(framed(top))).toBe(true);
    expect(isSignedIn(framed(top), false)).toBe(true);
  });

  it('the top window itself uses its own state', () => {
    installLoginHelper(window, { signedIn: () => false });
    expect(window.top).toBe(window);
    expect(readTopWindowSignedIn(window)).toBeNull();
    expect(isSignedIn(window, true)).toBe(true);
  });

  it('signed in on a page: its context\'s account, or with a window the top window\'s helper', () => {
    // spec 01 §6: logged-in state from the login helper, from the top window in the editor frame
    const top = {} as Window;
    installLoginHelper(top, { signedIn: () => true });
    expect(ownSignedIn({ authenticatedAccount: { id: 'a' } })).toBe(true);
    expect(ownSignedIn({ authenticatedAccount: null })).toBe(false);
    expect(signedInOnPage({ authenticatedAccount: null }, framed(top))).toBe(true);
    expect(signedInOnPage({ authenticatedAccount: null }, null)).toBe(false);
    expect(signedInOnPage({ authenticatedAccount: { id: 'a' } }, null)).toBe(true);
  });

  it('a cross-origin top window (access throws) falls back to the own state, quietly', () => {
    const crossOrigin = framed(() => {
      throw new DOMException('Blocked a frame with origin from accessing a cross-origin frame.', 'SecurityError');
    });
    expect(readTopWindowSignedIn(crossOrigin)).toBeNull();
    expect(isSignedIn(crossOrigin, true)).toBe(true);
    expect(isSignedIn(crossOrigin, false)).toBe(false);
  });

  it('a top window without a helper, or with a broken one, does not count', () => {
    expect(readTopWindowSignedIn(framed({}))).toBeNull();
    expect(readTopWindowSignedIn(framed({ [LOGIN_HELPER_KEY]: { signedIn: () => 'yes' } }))).toBeNull();
    expect(readTopWindowSignedIn(framed({ [LOGIN_HELPER_KEY]: { signedIn: () => { throw new Error('broken'); } } }))).toBeNull();
    expect(readTopWindowSignedIn(framed({ [LOGIN_HELPER_KEY]: 'helper' }))).toBeNull();
  });
});

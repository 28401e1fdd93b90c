// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createEscapeManager, decideEscapeOutcome, isEditableTarget, shouldCloseOnOutsideClick, type EscapeSituation } from '../../../src/runtime/escape/escape-manager.js';
import { ACCOUNT_CREATION_QUERY, escapeLoginUrl } from '../../../src/runtime/owner/owner-redirect.js';

const calm: EscapeSituation = { hasClosable: false, shiftKey: false, inEditableField: false, inBackEnd: false, signedIn: false, escapeLoginEnabled: false };

describe('Escape key order (spec 02 §2)', () => {
  it.each([
    ['closes the topmost closable first, even for a signed-in owner', { hasClosable: true, signedIn: true, shiftKey: true }, 'close-topmost'],
    ['closes the topmost closable from inside a field', { hasClosable: true, inEditableField: true }, 'close-topmost'],
    ['Shift+Escape logs a signed-in user out', { shiftKey: true, signedIn: true }, 'logout'],
    ['Shift+Escape does nothing for an anonymous visitor', { shiftKey: true }, 'none'],
    ['toggles the back-end state inside the back-end', { inBackEnd: true, signedIn: true }, 'back-end'],
    ['sends a signed-in visitor to the config area', { signedIn: true }, 'config'],
    ['sends an anonymous visitor to login only when the setting is on', { escapeLoginEnabled: true }, 'login'],
    ['cancels an open signup dialog instead of the login (setting on)', { escapeLoginEnabled: true, signupDialogOpen: true }, 'cancel-signup'],
    ['leaves an open signup dialog alone when the setting is off', { signupDialogOpen: true }, 'none'],
    ['a signed-in visitor still goes to the config area with a signup dialog open', { signedIn: true, escapeLoginEnabled: true, signupDialogOpen: true }, 'config'],
    ['does nothing for an anonymous visitor otherwise', {}, 'none'],
    ['ignores keys inside editable fields', { signedIn: true, inEditableField: true }, 'none'],
  ] as const)('%s', (_, change, outcome) => {
    expect(decideEscapeOutcome({ ...calm, ...change })).toBe(outcome);
  });

  it('treats text inputs, textareas, selects and contenteditable as editable, not buttons or checkboxes', () => {
    const make = (html: string) => {
      const wrapper = document.createElement('div');
      wrapper.innerHTML = html;
      return wrapper.firstElementChild!;
    };
    expect(isEditableTarget([make('<input type="email">')])).toBe(true);
    expect(isEditableTarget([make('<textarea></textarea>')])).toBe(true);
    expect(isEditableTarget([make('<select></select>')])).toBe(true);
    expect(isEditableTarget([make('<input type="checkbox">')])).toBe(false);
    expect(isEditableTarget([make('<button>x</button>')])).toBe(false);
  });

  it('closes on an outside click unless down and up differ, it is outside the window or on a control area', () => {
    const a = {};
    const base = { downTarget: a, clickTarget: a, inWindow: true, insideClosable: false, onControlArea: false } as never;
    expect(shouldCloseOnOutsideClick(base)).toBe(true);
    expect(shouldCloseOnOutsideClick({ ...(base as object), clickTarget: {} } as never)).toBe(false);
    expect(shouldCloseOnOutsideClick({ ...(base as object), inWindow: false } as never)).toBe(false);
    expect(shouldCloseOnOutsideClick({ ...(base as object), onControlArea: true } as never)).toBe(false);
    expect(shouldCloseOnOutsideClick({ ...(base as object), insideClosable: true } as never)).toBe(false);
  });

  it('closes registered closables topmost first, then navigates', () => {
    const manager = createEscapeManager(document);
    const closed: string[] = [];
    const navigation = { signedIn: () => true, escapeLoginEnabled: () => false, inBackEnd: () => false, logout: vi.fn(), openConfig: vi.fn(), login: vi.fn(), toggleBackEnd: vi.fn() };
    manager.setNavigation(navigation);
    const first = manager.register({ close: () => (closed.push('first'), first()) });
    const second = manager.register({ close: () => (closed.push('second'), second()) });
    const press = (init: KeyboardEventInit = {}) => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true, ...init }));
    press();
    press();
    expect(closed).toEqual(['second', 'first']);
    press({ shiftKey: true });
    expect(navigation.logout).toHaveBeenCalledOnce();
    press();
    expect(navigation.openConfig).toHaveBeenCalledOnce();
    manager.dispose();
  });
});

describe('Escape login for an anonymous visitor (spec 02 §2 step 5)', () => {
  const keydown = (init: KeyboardEventInit = {}) => new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true, ...init });
  const navigation = (escapeLoginEnabled: boolean) => ({
    signedIn: () => false,
    escapeLoginEnabled: () => escapeLoginEnabled,
    inBackEnd: () => false,
    logout: vi.fn(),
    openConfig: vi.fn(),
    login: vi.fn(),
    toggleBackEnd: vi.fn(),
  });

  it('opens the login with account creation disabled', () => {
    // spec 02 §2: "In that case account creation is disabled"
    expect(escapeLoginUrl('/menu', '?day=1')).toBe('/config/?frameUrl=%2Fmenu%3Fday%3D1&accountCreation=disabled');
    expect(new URL(escapeLoginUrl('/', ''), 'https://example.com').searchParams.get(ACCOUNT_CREATION_QUERY)).toBe('disabled');
  });

  it('cancels an open signup dialog instead, then logs in on the next press', () => {
    // spec 02 §2: "an open signup dialog is cancelled instead"
    const manager = createEscapeManager(document);
    const nav = navigation(true);
    manager.setNavigation(nav);
    const cancel = vi.fn();
    const unregister = manager.registerSignupDialog({ cancel: () => { cancel(); unregister(); } });
    document.body.dispatchEvent(keydown());
    expect(cancel).toHaveBeenCalledOnce();
    expect(nav.login).not.toHaveBeenCalled();
    document.body.dispatchEvent(keydown());
    expect(nav.login).toHaveBeenCalledOnce();
    manager.dispose();
  });

  it('does nothing with the setting off, signup dialog or not', () => {
    const manager = createEscapeManager(document);
    const nav = navigation(false);
    manager.setNavigation(nav);
    const cancel = vi.fn();
    manager.registerSignupDialog({ cancel });
    document.body.dispatchEvent(keydown());
    expect(cancel).not.toHaveBeenCalled();
    expect(nav.login).not.toHaveBeenCalled();
    manager.dispose();
  });
});

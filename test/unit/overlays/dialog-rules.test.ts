// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DIALOG_PADDING_PX, DIALOG_WIDTH_PX, INFORMATION_DIALOG_AUTO_HIDE_MS, MANAGED_DIALOG_BASE_Z_INDEX, autoHideDelay, createDialogStack, dialogButtons, dismissAction } from '../../../src/runtime/overlays/dialog-rules.js';

describe('dialog rules (spec 02 §4, §9)', () => {
  it('has the spec constants', () => {
    // spec 02 §9: confirmation dialog width 350, padding 20; information auto-hide 2000 ms; base stacking 30000
    expect([DIALOG_WIDTH_PX, DIALOG_PADDING_PX, INFORMATION_DIALOG_AUTO_HIDE_MS, MANAGED_DIALOG_BASE_Z_INDEX]).toEqual([350, 20, 2000, 30000]);
  });

  it('maps the four styles to their buttons and dismissals', () => {
    expect(dialogButtons('confirm-reject')).toEqual(['confirm', 'reject']);
    expect(dialogButtons('confirm-cancel')).toEqual(['confirm', 'cancel']);
    expect(dialogButtons('confirm')).toEqual(['confirm']);
    expect(dialogButtons('none')).toEqual([]);
    expect(dismissAction('confirm-reject')).toBe('reject');
    expect(dismissAction('confirm-cancel')).toBe('cancel');
    expect(dismissAction('confirm')).toBe('confirm');
    expect(dismissAction('none')).toBe('cancel');
  });

  it('auto-hides only the information variant', () => {
    expect(autoHideDelay('information')).toBe(2000);
    expect(autoHideDelay('confirmation')).toBeNull();
    expect(autoHideDelay('alert')).toBeNull();
  });

  it('stacks dialogs from 30000 and gives a closed one its place back', () => {
    const stack = createDialogStack();
    const a = {};
    const b = {};
    expect(stack.push(a)).toBe(30000);
    expect(stack.push(b)).toBe(30001);
    stack.remove(b);
    expect(stack.top()).toBe(a);
    expect(stack.push({})).toBe(30001);
  });
});

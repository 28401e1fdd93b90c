/**
 * Confirmation, alert and information dialog rules (spec 02 §4 "Confirmation dialog", §9).
 * The React dialog (src/react/dialog) draws them; the rules live here.
 */

/** Spec 02 §9: confirmation dialog width. */
export const DIALOG_WIDTH_PX = 350;
/** Spec 02 §9: confirmation dialog padding. */
export const DIALOG_PADDING_PX = 20;
/** Spec 02 §9: the dialog is removed this long after hide starts even if no animation end arrives. */
export const DIALOG_HIDE_FALLBACK_MS = 600;
/** Spec 02 §9: the information dialog hides itself after this long and counts as confirmed. */
export const INFORMATION_DIALOG_AUTO_HIDE_MS = 2000;
/** Spec 01 §9 / 02 §9: managed dialogs stack from this z-index up. */
export const MANAGED_DIALOG_BASE_Z_INDEX = 30000;

/** Spec 02 §4 styles: confirm or reject, confirm or cancel, confirm only, no buttons. */
export const DIALOG_BUTTON_STYLES = ['confirm-reject', 'confirm-cancel', 'confirm', 'none'] as const;
export type DialogButtonStyle = (typeof DIALOG_BUTTON_STYLES)[number];

/** What ended a dialog (spec 02 §4 events confirm, reject, cancel). */
export type DialogAction = 'confirm' | 'reject' | 'cancel';

/** Default button texts. */
export const DEFAULT_DIALOG_LABELS: Readonly<Record<DialogAction, string>> = Object.freeze({
  confirm: 'OK',
  reject: 'No',
  cancel: 'Cancel',
});

/** The buttons a style shows, in order (spec 02 §4). */
export function dialogButtons(style: DialogButtonStyle): DialogAction[] {
  switch (style) {
    case 'confirm-reject':
      return ['confirm', 'reject'];
    case 'confirm-cancel':
      return ['confirm', 'cancel'];
    case 'confirm':
      return ['confirm'];
    case 'none':
      return [];
  }
}

/**
 * What a dismissal (Escape, click outside, the close button) counts as: cancel when the dialog
 * has a cancel button or no buttons, reject for confirm/reject, and confirm for a confirm-only alert
 * (dismissing an alert acknowledges it).
 */
export function dismissAction(style: DialogButtonStyle): DialogAction {
  if (style === 'confirm-reject') return 'reject';
  if (style === 'confirm') return 'confirm';
  return 'cancel';
}

/** The information variant's auto-hide delay (spec 02 §4), or null for dialogs that wait. */
export function autoHideDelay(variant: 'information' | 'confirmation' | 'alert'): number | null {
  return variant === 'information' ? INFORMATION_DIALOG_AUTO_HIDE_MS : null;
}

/**
 * Managed stacking (spec 02 §9): each open dialog gets the next z-index from 30000 up, and a
 * closed one gives its place back so the newest open dialog is always on top.
 */
export function createDialogStack(base = MANAGED_DIALOG_BASE_Z_INDEX) {
  const open: object[] = [];
  return {
    /** Adds a dialog on top; returns its z-index. */
    push(dialog: object): number {
      const at = open.indexOf(dialog);
      if (at >= 0) open.splice(at, 1);
      open.push(dialog);
      return base + open.length - 1;
    },
    remove(dialog: object): void {
      const at = open.indexOf(dialog);
      if (at >= 0) open.splice(at, 1);
    },
    top(): object | undefined {
      return open[open.length - 1];
    },
    get size() {
      return open.length;
    },
  };
}

/** The page's one dialog stack. */
export const dialogStack = createDialogStack();

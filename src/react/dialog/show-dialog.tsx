import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { DialogAction } from '../../runtime/overlays/dialog-rules.js';
import { Dialog, type DialogProps } from './Dialog.js';
import { getDialogHostStyleSheets } from './dialog-stylesheet.js';

/**
 * Shows a managed dialog from anywhere (no React tree of your own needed): it mounts in its own
 * shadow root at the end of `<body>`, and is destroyed after it hides (spec 02 §4).
 *
 * ```ts
 * const action = await showDialog({ title: 'Remove item?', message: '...', buttons: 'confirm-cancel' }).result;
 * await showAlert('Preview Only', 'Log out to use this block.');
 * ```
 */
export type ShowDialogOptions = Omit<DialogProps, 'open' | 'onAction' | 'onShow' | 'onHide' | 'children'>;

export interface DialogHandle {
  /** Settles with what ended the dialog (an information dialog's auto-hide is `confirm`). */
  readonly result: Promise<DialogAction>;
  /** Ends the dialog from code, as `action` (default `cancel`). */
  close(action?: DialogAction): void;
  /** The element holding the dialog's shadow root. */
  readonly host: HTMLElement;
}

export function showDialog(options: ShowDialogOptions): DialogHandle {
  const host = document.createElement('div');
  host.setAttribute('data-ss-dialog-host', '');
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = getDialogHostStyleSheets();
  document.body.append(host);
  const root = createRoot(shadow);
  let settle!: (action: DialogAction) => void;
  const result = new Promise<DialogAction>((resolve) => (settle = resolve));
  let closeFromOutside: (action: DialogAction) => void = () => {};

  function HostedDialog() {
    const [open, setOpen] = useState(true);
    const end = (action: DialogAction) => {
      setOpen(false);
      settle(action);
    };
    closeFromOutside = end;
    return (
      <Dialog
        {...options}
        open={open}
        onAction={end}
        onHide={() => {
          // Destroyed on hide (spec 02 §4), after React has finished this commit.
          queueMicrotask(() => {
            root.unmount();
            host.remove();
          });
        }}
      />
    );
  }

  root.render(<HostedDialog />);
  return { result, host, close: (action = 'cancel') => closeFromOutside(action) };
}

/** An alert with one OK button; resolves when acknowledged. */
export function showAlert(title: string, message: string, options: Partial<ShowDialogOptions> = {}): Promise<DialogAction> {
  return showDialog({ variant: 'alert', buttons: 'confirm', ...options, title, message }).result;
}


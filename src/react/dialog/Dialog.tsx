import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  DIALOG_HIDE_FALLBACK_MS,
  autoHideDelay,
  dialogButtons,
  dialogStack,
  dismissAction,
  type DialogAction,
  type DialogButtonStyle,
} from '../../runtime/overlays/dialog-rules.js';
import { getEscapeManager } from '../../runtime/escape/escape-manager.js';
import { animateVisibility } from '../../runtime/overlays/visibility-animation.js';
import { clock } from '../../runtime/time/clock.js';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion.js';
import { adoptDialogStyles } from './dialog-stylesheet.js';
import { deepActiveElement, returnFocus } from './focus-return.js';
import { dialogText } from '../../runtime/overlays/overlay-texts.js';

/**
 * The managed dialog (spec 02 §2 "Dialogs", §4 "Confirmation dialog", §9): a native modal
 * `<dialog>` (focus contained, page behind inert), Escape and click outside through the page's
 * Escape manager, focus returned on close, stacked from z-index 30000.
 *
 * Controlled: render it with `open`, and set `open` to false in `onAction`. For a dialog
 * without a React tree of your own, use `showDialog()` / `showAlert()` from ./show-dialog.js.
 *
 * Events (bubbling, composed, from the `<dialog>`): `ss-dialog-show`, `ss-dialog-hide`,
 * `ss-dialog-confirm`, `ss-dialog-reject`, `ss-dialog-cancel`; detail `{ title }`.
 */
export type DialogVariant = 'confirmation' | 'alert' | 'information';

export interface DialogProps {
  open: boolean;
  title: string;
  /** The message: text, or any React content (a form inside a popup, for example). */
  message?: ReactNode;
  /** Which buttons show (spec 02 §4 styles). Default: `confirm`. */
  buttons?: DialogButtonStyle;
  /** `information` hides itself after 2000 ms and counts as confirmed. Default: `confirmation`. */
  variant?: DialogVariant;
  /** Button texts; defaults OK / No / Cancel. */
  labels?: Partial<Record<DialogAction, string>>;
  /** Escape, click outside and the close button end the dialog (as reject/cancel/confirm). Default true. */
  dismissible?: boolean;
  /** Label of the close button shown for `buttons="none"`. */
  closeLabel?: string;
  /** The visitor (or the auto-hide) ended the dialog; set `open` to false here. */
  onAction?(action: DialogAction): void;
  onShow?(): void;
  /** The dialog finished hiding (after its fade). */
  onHide?(): void;
  /** Extra part names for styling from outside (`::part()`). */
  part?: string;
  /** Extra class on the `<dialog>` (a full-screen variant, for example). */
  className?: string;
  /** ARIA role; default `alertdialog`, or `dialog` for the information variant. Use `dialog` for content such as a popup. */
  role?: 'dialog' | 'alertdialog';
  children?: ReactNode;
}

/** Events every managed dialog fires; detail `{ title }`. */
export interface DialogEvents {
  'ss-dialog-show': { title: string };
  'ss-dialog-hide': { title: string };
  'ss-dialog-confirm': { title: string };
  'ss-dialog-reject': { title: string };
  'ss-dialog-cancel': { title: string };
}

function fire(target: Element, name: keyof DialogEvents, title: string): void {
  target.dispatchEvent(new CustomEvent(name, { detail: { title }, bubbles: true, composed: true }));
}

export function Dialog(props: DialogProps) {
  const { open, title, message, buttons = 'confirm', variant = 'confirmation', dismissible = true, part } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const shown = useRef<{ returnTo: HTMLElement | null; unregister: () => void; token: object } | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const titleId = useId();
  const messageId = useId();
  const actions = dialogButtons(buttons);
  const labels = {
    confirm: dialogText('confirm'),
    reject: dialogText('reject'),
    cancel: dialogText('cancel'),
    ...props.labels,
  };

  const act = (action: DialogAction) => {
    const dialog = dialogRef.current;
    if (!dialog || !shown.current) return;
    fire(dialog, `ss-dialog-${action}`, latest.current.title);
    latest.current.onAction?.(action);
  };
  const actRef = useRef(act);
  actRef.current = act;

  const finishHide = () => {
    const dialog = dialogRef.current;
    const state = shown.current;
    if (!state) return;
    shown.current = null;
    state.unregister();
    dialogStack.remove(state.token);
    if (dialog?.open) dialog.close();
    if (dialog) {
      dialog.removeAttribute('data-state');
      fire(dialog, 'ss-dialog-hide', latest.current.title);
    }
    returnFocus(state.returnTo);
    latest.current.onHide?.();
  };

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !shown.current) {
      adoptDialogStyles(dialog);
      const token = {};
      const returnTo = deepActiveElement(dialog.ownerDocument);
      dialog.style.zIndex = String(dialogStack.push(token));
      dialog.removeAttribute('data-state');
      if (!dialog.open) dialog.showModal();
      const unregister = getEscapeManager().register({
        element: panelRef.current,
        closeOnClickOutside: latest.current.dismissible ?? true,
        close: () => {
          if (latest.current.dismissible ?? true) actRef.current(dismissAction(latest.current.buttons ?? 'confirm'));
        },
      });
      shown.current = { returnTo, unregister, token };
      const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>('button, [href], input, select, textarea');
      (first ?? panelRef.current)?.focus();
      // Spec 02 §4: a dialog shows and hides with the scale animation (to 0.94, 0.3 s).
      void animateVisibility(dialog, 'scale', 'show', { reducedMotion });
      fire(dialog, 'ss-dialog-show', latest.current.title);
      latest.current.onShow?.();
      return;
    }
    if (!open && shown.current) {
      if (reducedMotion) {
        finishHide();
        return;
      }
      dialog.setAttribute('data-state', 'closing');
      let current = true;
      const done = () => {
        if (!current) return;
        current = false;
        clock.clearTimeout(timer);
        finishHide();
      };
      // Spec 02 §9: the hide ends after 600 ms at the latest, whatever the animation does.
      const timer = clock.setTimeout(done, DIALOG_HIDE_FALLBACK_MS);
      void animateVisibility(dialog, 'scale', 'hide').then(done);
      return () => {
        current = false;
        clock.clearTimeout(timer);
      };
    }
    return undefined;
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps -- opens or closes when `open` changes; the motion preference is read then

  // Closing on unmount: the page behind becomes usable again and focus goes back.
  useLayoutEffect(() => () => finishHide(), []);

  // Information dialogs hide themselves after 2000 ms, as confirmed (spec 02 §4).
  useEffect(() => {
    const delay = autoHideDelay(variant);
    if (!open || delay === null) return;
    const timer = clock.setTimeout(() => actRef.current('confirm'), delay);
    return () => clock.clearTimeout(timer);
  }, [open, variant]);

  const role = props.role ?? (variant === 'information' ? 'dialog' : 'alertdialog');
  const hasMessage = message !== undefined && message !== null && message !== '';

  return (
    <dialog
      ref={dialogRef}
      className={['ss-dialog', props.className].filter(Boolean).join(' ')}
      part={['dialog', part].filter(Boolean).join(' ')}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={hasMessage ? messageId : undefined}
      onCancel={(event) => {
        // Escape reaches the Escape manager first; this catches a cancel it did not handle.
        event.preventDefault();
        if (dismissible) act(dismissAction(buttons));
      }}
    >
      <div ref={panelRef} className="ss-dialog-panel" part="dialog-panel" tabIndex={-1}>
        <h2 id={titleId} className="ss-dialog-title" part="dialog-title">
          {title}
        </h2>
        {hasMessage && (
          <div id={messageId} className="ss-dialog-message" part="dialog-message">
            {typeof message === 'string' ? <p className="ss-dialog-message">{message}</p> : message}
          </div>
        )}
        {props.children}
        {actions.length > 0 && (
          <div className="ss-dialog-actions" part="dialog-actions">
            {actions.map((action) => (
              <button key={action} type="button" className="ss-dialog-button" part={`dialog-button dialog-${action}`} data-action={action} onClick={() => act(action)}>
                {labels[action]}
              </button>
            ))}
          </div>
        )}
        {actions.length === 0 && dismissible && variant !== 'information' && (
          <button type="button" className="ss-dialog-close" part="dialog-close" aria-label={props.closeLabel || dialogText('close')} onClick={() => act(dismissAction(buttons))}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    </dialog>
  );
}

/**
 * The Escape key and click-outside manager (spec 02 §2 "Escape-key behaviour"). Overlays
 * (dialogs, popups, the lightbox, menus) register as closables; the topmost one closes first.
 * With nothing to close, Escape takes a signed-in owner to the config area, Shift+Escape logs
 * out, and an anonymous visitor reaches the login only when the site allows it.
 */

/** Something the Escape key or a click outside can close. */
export interface Closable {
  /** The closable's visible box: a click outside it closes it (when `closeOnClickOutside`). */
  element?: Element | null;
  closeOnClickOutside?: boolean;
  close(reason: 'escape' | 'click-outside'): void;
}

/** What one Escape press does, in spec 02 §2 order. */
export type EscapeOutcome = 'close-topmost' | 'logout' | 'back-end' | 'config' | 'login' | 'cancel-signup' | 'none';

export interface EscapeSituation {
  hasClosable: boolean;
  shiftKey: boolean;
  /** The key was pressed in an input, textarea, select or contenteditable element. */
  inEditableField: boolean;
  /** The page is the back-end (config area) itself. */
  inBackEnd: boolean;
  /** A site owner or editor is signed in. */
  signedIn: boolean;
  /** The site setting "use the Escape key to log in". */
  escapeLoginEnabled: boolean;
  /** A signup (account creation) dialog is open. */
  signupDialogOpen?: boolean;
}

/**
 * Spec 02 §2: (1) close the topmost closable; (2) Shift+Escape logs out; (3) in the back-end,
 * toggle its expanded state; (4) a signed-in visitor goes to the config area; (5) an anonymous
 * visitor goes to the login only when the Escape-login setting is on; that login has account
 * creation disabled, and an open signup dialog is cancelled instead. Keys inside editable fields
 * are ignored for 2-5; closing the topmost dialog still works there (WAI-ARIA dialog pattern).
 */
export function decideEscapeOutcome(s: EscapeSituation): EscapeOutcome {
  if (s.hasClosable) return 'close-topmost';
  if (s.inEditableField) return 'none';
  if (s.shiftKey) return s.signedIn ? 'logout' : 'none';
  if (s.inBackEnd) return 'back-end';
  if (s.signedIn) return 'config';
  if (!s.escapeLoginEnabled) return 'none';
  return s.signupDialogOpen ? 'cancel-signup' : 'login';
}

/** True when the event started in a field where Escape belongs to the text (spec 02 §2). */
export function isEditableTarget(path: readonly EventTarget[]): boolean {
  const target = path[0];
  if (!target || typeof (target as Element).localName !== 'string') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  const name = element.localName;
  if (name === 'textarea' || name === 'select') return true;
  if (name === 'input') {
    const type = (element as HTMLInputElement).type;
    return !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image', 'hidden'].includes(type);
  }
  return false;
}

export interface OutsideClick {
  /** Where the mouse went down and where the click landed. */
  downTarget: EventTarget | null;
  clickTarget: EventTarget | null;
  /** The click was inside the window (not on its edge or from outside it). */
  inWindow: boolean;
  /** The click's path contains the closable's element. */
  insideClosable: boolean;
  /** The click landed on a control area (the page's own chrome, marked `data-ss-control-area`). */
  onControlArea: boolean;
}

/**
 * Spec 02 §2: a click outside the topmost closable closes it, unless mouse-down and mouse-up
 * landed on different targets, the click was outside the window, or on a control area.
 */
export function shouldCloseOnOutsideClick(click: OutsideClick): boolean {
  if (click.insideClosable || !click.inWindow || click.onControlArea) return false;
  return click.downTarget === click.clickTarget;
}

/** What Escape does beyond closing overlays; set by the owner/session runtime. */
export interface EscapeNavigation {
  signedIn(): boolean;
  escapeLoginEnabled(): boolean;
  inBackEnd(): boolean;
  logout(): void;
  openConfig(): void;
  /** Opens the login with account creation disabled (spec 02 §2 step 5). */
  login(): void;
  toggleBackEnd(): void;
}

/** An open signup dialog the Escape-login step cancels. */
export interface SignupDialog {
  cancel(): void;
}

export interface EscapeManager {
  /** Registers a closable on top of the others; returns the function that removes it. */
  register(closable: Closable): () => void;
  /**
   * Registers an open signup (account creation) dialog: with the Escape-login setting on, an
   * anonymous visitor's Escape cancels it instead of opening the login (spec 02 §2 step 5).
   * Returns the function that removes it (call it when the dialog closes).
   */
  registerSignupDialog(dialog: SignupDialog): () => void;
  topmost(): Closable | undefined;
  setNavigation(navigation: EscapeNavigation | null): void;
  /** Handles one keydown; returns what it did. */
  handleKeydown(event: KeyboardEvent): EscapeOutcome;
  dispose(): void;
}

export function createEscapeManager(doc: Document = document): EscapeManager {
  const stack: Closable[] = [];
  const signupDialogs: SignupDialog[] = [];
  let navigation: EscapeNavigation | null = null;
  let downTarget: EventTarget | null = null;

  const handleKeydown = (event: KeyboardEvent): EscapeOutcome => {
    if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return 'none';
    const outcome = decideEscapeOutcome({
      hasClosable: stack.length > 0,
      shiftKey: event.shiftKey,
      inEditableField: isEditableTarget(event.composedPath()),
      inBackEnd: navigation?.inBackEnd() ?? false,
      signedIn: navigation?.signedIn() ?? false,
      escapeLoginEnabled: navigation?.escapeLoginEnabled() ?? false,
      signupDialogOpen: signupDialogs.length > 0,
    });
    if (outcome === 'none') return outcome;
    event.preventDefault();
    if (outcome === 'close-topmost') stack[stack.length - 1]!.close('escape');
    else if (outcome === 'logout') navigation?.logout();
    else if (outcome === 'back-end') navigation?.toggleBackEnd();
    else if (outcome === 'config') navigation?.openConfig();
    else if (outcome === 'login') navigation?.login();
    else if (outcome === 'cancel-signup') signupDialogs[signupDialogs.length - 1]!.cancel();
    return outcome;
  };

  const onKeydown = (event: Event) => void handleKeydown(event as KeyboardEvent);
  const onMousedown = (event: Event) => {
    downTarget = (event as MouseEvent).composedPath()[0] ?? null;
  };
  const onClick = (event: Event) => {
    const top = stack[stack.length - 1];
    if (!top?.closeOnClickOutside || !top.element) return;
    const mouse = event as MouseEvent;
    const path = mouse.composedPath();
    const view = doc.defaultView;
    const close = shouldCloseOnOutsideClick({
      downTarget,
      clickTarget: path[0] ?? null,
      inWindow: !view || (mouse.clientX >= 0 && mouse.clientY >= 0 && mouse.clientX <= view.innerWidth && mouse.clientY <= view.innerHeight),
      insideClosable: path.includes(top.element),
      onControlArea: path.some((node) => node instanceof Element && node.hasAttribute('data-ss-control-area')),
    });
    downTarget = null;
    if (close) top.close('click-outside');
  };

  doc.addEventListener('keydown', onKeydown);
  doc.addEventListener('mousedown', onMousedown, true);
  doc.addEventListener('click', onClick, true);

  return {
    register(closable) {
      stack.push(closable);
      return () => {
        const at = stack.indexOf(closable);
        if (at >= 0) stack.splice(at, 1);
      };
    },
    registerSignupDialog(dialog) {
      signupDialogs.push(dialog);
      return () => {
        const at = signupDialogs.indexOf(dialog);
        if (at >= 0) signupDialogs.splice(at, 1);
      };
    },
    topmost: () => stack[stack.length - 1],
    setNavigation(next) {
      navigation = next;
    },
    handleKeydown,
    dispose() {
      doc.removeEventListener('keydown', onKeydown);
      doc.removeEventListener('mousedown', onMousedown, true);
      doc.removeEventListener('click', onClick, true);
      stack.length = 0;
      signupDialogs.length = 0;
    },
  };
}

let pageManager: EscapeManager | null = null;

/** The page's one Escape manager, installed on first use. */
export function getEscapeManager(): EscapeManager {
  pageManager ??= createEscapeManager(document);
  return pageManager;
}

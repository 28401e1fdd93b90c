/**
 * Whether a page is in the editing backend (spec 03 §2): the editor's edit mode, which
 * the editor marks on `<html data-ss-edit-mode>`, or the config area itself (the back-end). Kept
 * apart from the modules that use it (page overlays, block animations, the gallery's address), so
 * each block chunk takes these few lines and nothing else.
 */

/** Edit mode: the page says so on `<html data-ss-edit-mode>` (the editor sets it). */
export function isEditMode(doc: Document = document): boolean {
  return doc.documentElement.hasAttribute('data-ss-edit-mode');
}

/** True on the config area itself (the back-end). */
export function isBackEndPath(pathname: string): boolean {
  return pathname === '/config' || pathname.startsWith('/config/');
}

/** Spec 03 §2: the page of `doc` is in the editing backend: edit mode, or the config area's address. */
export function isInEditingBackend(doc: Document): boolean {
  // (Not drawnAddress's pageAddress: that module would join the page chunk every page loads.)
  return isEditMode(doc) || isBackEndPath(doc.location?.pathname ?? '');
}

/** The element that has focus, looking through open shadow roots. */
export function deepActiveElement(doc: Document = document): HTMLElement | null {
  let active: Element | null = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== doc.body ? active : null;
}

/** Returns focus to where it was before an overlay opened, if that element is still there. */
export function returnFocus(to: HTMLElement | null): void {
  if (to?.isConnected) to.focus({ preventScroll: true });
}

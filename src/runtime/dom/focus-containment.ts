/**
 * Focus containment (spec 03 §5 "Focus containment requires exactly one of container and
 * predicate"; spec 02 §4 the lightbox "focus is contained"): Tab and Shift+Tab cycle through the
 * focusable elements of a container, or through the page's elements a predicate accepts.
 */

/** What keyboard focus may reach: every focusable element inside a container, or those a predicate accepts. */
export type FocusContainmentScope = { container: ParentNode; predicate?: undefined } | { predicate: (element: Element) => boolean; container?: undefined };

/** Spec 03 §5: the error for a scope with both or neither. */
export const FOCUS_CONTAINMENT_SCOPE_ERROR = 'Focus containment requires exactly one of container and predicate.';

/** The elements Tab can reach, in the order it visits them (positive tabindex is not used by blocks). */
export const FOCUSABLE_SELECTOR =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Checks a scope (spec 03 §5): exactly one of container and predicate, else throws. */
export function checkFocusContainmentScope(scope: { container?: unknown; predicate?: unknown }): void {
  const hasContainer = scope.container !== undefined && scope.container !== null;
  const hasPredicate = typeof scope.predicate === 'function';
  if (hasContainer === hasPredicate) throw new Error(FOCUS_CONTAINMENT_SCOPE_ERROR);
}

/** The focusable elements of a scope, in document order. */
export function containedFocusables(scope: FocusContainmentScope, root?: ParentNode): Element[] {
  checkFocusContainmentScope(scope);
  if (scope.container) return Array.from(scope.container.querySelectorAll(FOCUSABLE_SELECTOR));
  return Array.from((root ?? document).querySelectorAll(FOCUSABLE_SELECTOR)).filter((element) => scope.predicate!(element));
}

/**
 * Where Tab (or Shift+Tab) must send focus to stay inside: the first element after the last, the
 * last before the first; null when the browser's own move stays inside (or nothing is focusable).
 */
export function wrappedFocusTarget<T>(focusables: readonly T[], active: T | null, backwards: boolean): T | null {
  if (focusables.length === 0) return null;
  const first = focusables[0]!;
  const last = focusables[focusables.length - 1]!;
  const index = active === null ? -1 : focusables.indexOf(active);
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === focusables.length - 1) return first;
  return null;
}

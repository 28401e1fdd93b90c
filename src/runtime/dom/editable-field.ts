/**
 * Spec 03 §5: key handling ignores keypresses inside editable fields. A block's keys (a
 * slideshow's arrows, keys held before a block hydrates) leave text fields, selects and editable
 * content alone: there they move the caret or the choice.
 */
export function isEditableField(target: EventTarget | null): boolean {
  const element = target as Partial<Pick<HTMLElement, 'localName' | 'isContentEditable'>> | null;
  return element?.isContentEditable === true || /^(input|textarea|select)$/.test(element?.localName ?? '');
}

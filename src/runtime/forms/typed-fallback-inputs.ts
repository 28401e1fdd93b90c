import { isVisibleField, type FormField } from './form-definition.js';
import { isFilledValue } from './form-validation.js';
import { plainFormInputs, type FieldInput } from './form-values.js';

/** The class of the plain fallback form (plain-form-html.ts) a page puts in an unrendered form block. */
export const PLAIN_FORM_CLASS = 'ssf-form';
/** That form, as a selector for the block's child. */
export const PLAIN_FALLBACK_FORM = `form.${PLAIN_FORM_CLASS}`;

const UNSENT_INPUT_TYPES = new Set(['submit', 'button', 'reset', 'image', 'file']);

/**
 * The text entries a form would send (its form data set), read from its controls rather than with
 * `new FormData(form)`: the server renderer reads pages parsed by jsdom, whose forms the server's
 * own FormData does not accept.
 */
function formEntries(form: Element): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  for (const control of Array.from(form.querySelectorAll('input, select, textarea'))) {
    const name = control.getAttribute('name');
    if (!name || control.matches(':disabled')) continue;
    if (control.localName === 'select') {
      for (const option of Array.from((control as HTMLSelectElement).selectedOptions)) entries.push([name, option.value]);
      continue;
    }
    const input = control as HTMLInputElement;
    const type = control.localName === 'input' ? input.type : 'textarea';
    if (UNSENT_INPUT_TYPES.has(type) || ((type === 'checkbox' || type === 'radio') && !input.checked)) continue;
    entries.push([name, input.value]);
  }
  return entries;
}

/**
 * What the visitor already typed into a form whose controls carry the plain post's names (see
 * plainFormInputs), as inputs of the block: every non-empty value. Read from the plain fallback
 * (plain-form-html.ts) at upgrade, and from the server-drawn form at hydration (React keeps what
 * was typed before it in the page, not in its state): nothing typed is lost.
 */
export function typedFormInputs(fields: readonly FormField[], form: Element): Record<string, FieldInput> {
  const body: Record<string, string | string[]> = {};
  for (const [name, value] of formEntries(form)) {
    const known = body[name];
    body[name] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  }
  const inputs = plainFormInputs(fields.filter(isVisibleField), body);
  return Object.fromEntries(Object.entries(inputs).filter(([, input]) => isFilledValue(input)));
}

/**
 * What the visitor already typed into the plain fallback form (plain-form-html.ts) before the
 * upgrade, as inputs of the upgraded form (nothing lost). Kept apart from the generator so the
 * form chunk carries only this reader.
 */
export function typedFallbackInputs(fields: readonly FormField[], host: Element): Record<string, FieldInput> {
  const plain = Array.from(host.children).find((child) => child.matches(PLAIN_FALLBACK_FORM));
  return plain ? typedFormInputs(fields, plain) : {};
}

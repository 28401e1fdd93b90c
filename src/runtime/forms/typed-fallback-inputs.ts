import { isVisibleField, type FormField } from './form-definition.js';
import { isFilledValue } from './form-validation.js';
import { plainFormInputs, type FieldInput } from './form-values.js';

/**
 * What the visitor already typed into the plain fallback form (plain-form-html.ts) before the
 * upgrade, as inputs of the upgraded form (nothing lost): every non-empty value under the plain
 * post's names. Kept apart from the generator so the form chunk carries only this reader.
 */
export function typedFallbackInputs(fields: readonly FormField[], host: Element): Record<string, FieldInput> {
  const plain = host.querySelector<HTMLFormElement>(':scope > form.ssf-form');
  if (!plain) return {};
  const body: Record<string, string | string[]> = {};
  for (const [name, value] of new FormData(plain)) {
    if (typeof value !== 'string') continue;
    const known = body[name];
    body[name] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  }
  const inputs = plainFormInputs(
    fields.filter(isVisibleField),
    body,
  );
  return Object.fromEntries(Object.entries(inputs).filter(([, input]) => isFilledValue(input)));
}

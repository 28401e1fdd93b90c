import type { ReactNode } from 'react';
import type { FormField } from '../../runtime/forms/form-definition.js';
import { localiseFormMessage } from '../../runtime/forms/form-texts.js';
import type { FieldInput } from '../../runtime/forms/form-values.js';

/** The pieces every form field is drawn with: its group, label marks, description and error. */
export interface FieldProps {
  field: FormField;
  input: FieldInput;
  error: string | undefined;
  /** Base for element ids inside the shadow root. */
  idBase: string;
  disabled: boolean;
  /** Address fields suggest places (the site has a maps key). */
  placesOffered?: boolean;
  onChange(value: FieldInput): void;
}

export const asText = (input: FieldInput) => (typeof input === 'string' ? input : '');
export const asList = (input: FieldInput) => (Array.isArray(input) ? input : []);
export const asMap = (input: FieldInput) => (input && typeof input === 'object' && !Array.isArray(input) ? input : {});

/** The error text, shown before the title (spec 02 §5) and referenced by aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return (
    <span part="field-error" className="field-error" id={id} hidden={!error}>
      {error ? localiseFormMessage(error) : null}
    </span>
  );
}

export function Required({ field }: { field: FormField }) {
  return field.required ? (
    <span part="required" className="required" aria-hidden="true">
      {' *'}
    </span>
  ) : null;
}

export function Description({ field, id }: { field: FormField; id: string }) {
  return field.description ? (
    <p part="description" className="description" id={id}>
      {field.description}
    </p>
  ) : null;
}

export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/** A labelled group (fieldset) for multi-part, choice and likert fields. */
export function Group({ field, idBase, error, children, role }: { field: FormField; idBase: string; error: string | undefined; children: ReactNode; role?: string }) {
  return (
    <fieldset
      part="field"
      className={`field field-${field.type}`}
      data-field-id={field.id}
      data-state={error ? 'error' : 'valid'}
      role={role}
      aria-describedby={describedBy(error && `${idBase}-error`, field.description && `${idBase}-description`)}
      aria-required={role === 'radiogroup' && field.required ? true : undefined}
      aria-invalid={role === 'radiogroup' && error ? true : undefined}
    >
      <legend part="label" className="label">
        <FieldError id={`${idBase}-error`} error={error} />
        <span className="title">{field.title || field.id}</span>
        <Required field={field} />
      </legend>
      <Description field={field} id={`${idBase}-description`} />
      {children}
    </fieldset>
  );
}


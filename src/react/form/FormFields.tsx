import type { FormField } from '../../runtime/forms/form-definition.js';
import { COUNTER_MAX_ATTRIBUTE, characterCounter } from '../../runtime/forms/character-counter.js';
import { formPartLabel } from '../../runtime/forms/form-texts.js';
import { inputParts } from '../../runtime/forms/form-values.js';
import { partInputAttributes, singleInputAttributes } from '../../runtime/forms/form-field-attributes.js';
import { AddressSuggest } from './AddressSuggest.js';
import { ChoiceField, LikertField, SelectField } from './ChoiceFields.js';
import { Description, FieldError, Group, Required, asList, asText, describedBy, type FieldProps } from './field-parts.js';

/** The form's fields: typed ones here, chosen ones in ChoiceFields, place suggestions in AddressSuggest. */
export type { FieldProps };

function SingleField({ field, input, error, idBase, disabled, onChange }: FieldProps) {
  const value = asText(input);
  const counter = field.type === 'textarea' ? characterCounter(value.length, field.maxLength) : null;
  const common = {
    id: `${idBase}-input`,
    part: 'input',
    className: 'input',
    name: field.id,
    value,
    disabled,
    placeholder: field.placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required || undefined,
    'aria-describedby': describedBy(error && `${idBase}-error`, field.description && `${idBase}-description`, counter && `${idBase}-counter`),
  } as const;
  const prefix = field.type === 'currency' ? field.currencySymbol || '$' : field.type === 'twitter' ? '@' : null;
  return (
    // Its state may differ from the server's drawing as it hydrates: text typed over a counter's
    // limit before the code came has already marked it (early-interactions.ts), and the typed
    // text taken into the form's state then draws the same state.
    <div part="field" className={`field field-${field.type}`} data-field-id={field.id} data-state={error || counter?.over ? 'error' : 'valid'} suppressHydrationWarning>
      <label part="label" className="label" htmlFor={common.id}>
        <FieldError id={`${idBase}-error`} error={error} />
        <span className="title">{field.title || field.id}</span>
        <Required field={field} />
      </label>
      <Description field={field} id={`${idBase}-description`} />
      {field.type === 'textarea' ? (
        <textarea {...common} rows={5} onChange={(event) => onChange(event.currentTarget.value)} />
      ) : (
        <div className="input-row">
          {prefix ? (
            <span part="prefix" className="prefix" aria-hidden="true">
              {prefix}
            </span>
          ) : null}
          <input
            {...common}
            {...singleInputAttributes(field.type)}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
        </div>
      )}
      {counter ? (
        // Before the form's code arrives, the loader keeps a drawn counter in step with what is
        // typed (early-interactions.ts): hydration finds the count typed so far, not the server's,
        // and takes the typed text into the form's state, which draws the same count.
        <span
          part="counter"
          className="counter"
          id={`${idBase}-counter`}
          data-state={counter.state}
          {...{ [COUNTER_MAX_ATTRIBUTE]: field.maxLength }}
          suppressHydrationWarning
        >
          {counter.text}
        </span>
      ) : null}
    </div>
  );
}

function MultiPartField({ field, input, error, idBase, disabled, placesOffered, onChange }: FieldProps) {
  const parts = inputParts(field);
  const values = asList(input);
  return (
    <Group field={field} idBase={idBase} error={error}>
      <div className="parts" data-parts={parts.length}>
        {parts.map((part, i) => {
          const id = `${idBase}-part-${i}`;
          const setPart = (text: string) => {
            const next = parts.map((_, j) => values[j] ?? '');
            next[i] = text;
            onChange(next);
          };
          return (
            <div part="subfield" className={`subfield subfield-${part.toLowerCase()}`} key={part}>
              {part === 'Ampm' ? (
                <select
                  part="input"
                  className="input"
                  id={id}
                  name={`${field.id}-${part}`}
                  value={values[i] ?? ''}
                  disabled={disabled}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => setPart(event.currentTarget.value)}
                >
                  <option value="" />
                  <option value="AM">AM</option>
                  <option value="PM">PM</option>
                </select>
              ) : field.type === 'address' && part === 'Line1' && placesOffered ? (
                <AddressSuggest
                  id={id}
                  name={`${field.id}-${part}`}
                  value={values[i] ?? ''}
                  disabled={disabled}
                  invalid={Boolean(error)}
                  required={field.required}
                  onText={setPart}
                  onChoose={(address) => onChange(parts.map((_, j) => address[j] ?? ''))}
                />
              ) : (
                <input
                  part="input"
                  className="input"
                  id={id}
                  {...partInputAttributes(field.type, part)}
                  name={`${field.id}-${part}`}
                  value={values[i] ?? ''}
                  disabled={disabled}
                  aria-invalid={error ? true : undefined}
                  aria-required={field.required && i === 0 ? true : undefined}
                  onChange={(event) => setPart(event.currentTarget.value)}
                />
              )}
              <label part="sublabel" className="sublabel" htmlFor={id}>
                {formPartLabel(part)}
              </label>
            </div>
          );
        })}
      </div>
    </Group>
  );
}


function SectionField({ field, idBase }: { field: FormField; idBase: string }) {
  return (
    <div part="section" className="section" data-underline={field.underline ? '' : undefined}>
      <h3 className="section-title" id={`${idBase}-title`}>
        {field.title}
      </h3>
      {field.description ? <p className="description">{field.description}</p> : null}
    </div>
  );
}

/** One field of spec 03 §3's field types; hidden fields render nothing. */
export function FormFieldView(props: FieldProps) {
  const { field } = props;
  switch (field.type) {
    case 'hidden':
      return null;
    case 'section':
      return <SectionField field={field} idBase={props.idBase} />;
    case 'name':
    case 'address':
    case 'date':
    case 'time':
    case 'phone':
      return <MultiPartField {...props} />;
    case 'radio':
    case 'checkbox':
      return <ChoiceField {...props} />;
    case 'select':
      return <SelectField {...props} />;
    case 'likert':
      return <LikertField {...props} />;
    default:
      return <SingleField {...props} />;
  }
}

import { formText, likertStepLabel } from '../../runtime/forms/form-texts.js';
import { LIKERT_SCALE } from '../../runtime/forms/form-values.js';
import { Description, FieldError, Group, Required, asList, asMap, asText, describedBy, type FieldProps } from './field-parts.js';

/** Fields whose answer is chosen, not typed: radio buttons and checkboxes, a select, a likert grid. */
export function ChoiceField({ field, input, error, idBase, disabled, onChange }: FieldProps) {
  const options = field.options ?? [];
  const multiple = field.type === 'checkbox';
  const checked = multiple ? asList(input) : [asText(input)];
  return (
    <Group field={field} idBase={idBase} error={error} role={multiple ? undefined : 'radiogroup'}>
      <div className="options">
        {options.map((option, i) => {
          const id = `${idBase}-option-${i}`;
          return (
            <div part="option" className="option" key={option}>
              <input
                part="choice"
                className="choice"
                id={id}
                type={multiple ? 'checkbox' : 'radio'}
                name={field.id}
                value={option}
                checked={checked.includes(option)}
                disabled={disabled}
                aria-invalid={multiple && error ? true : undefined}
                onChange={(event) => {
                  if (!multiple) onChange(option);
                  else onChange(event.currentTarget.checked ? [...checked, option] : checked.filter((value) => value !== option));
                }}
              />
              <label htmlFor={id}>{option}</label>
            </div>
          );
        })}
      </div>
    </Group>
  );
}

export function SelectField({ field, input, error, idBase, disabled, onChange }: FieldProps) {
  return (
    <div part="field" className="field field-select" data-field-id={field.id} data-state={error ? 'error' : 'valid'}>
      <label part="label" className="label" htmlFor={`${idBase}-input`}>
        <FieldError id={`${idBase}-error`} error={error} />
        <span className="title">{field.title || field.id}</span>
        <Required field={field} />
      </label>
      <Description field={field} id={`${idBase}-description`} />
      <select
        part="input"
        className="input"
        id={`${idBase}-input`}
        name={field.id}
        value={asText(input)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-required={field.required || undefined}
        aria-describedby={describedBy(error && `${idBase}-error`, field.description && `${idBase}-description`)}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{formText('selectPlaceholder')}</option>
        {(field.options ?? []).map((option) => (
          <option value={option} key={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

export function LikertField({ field, input, error, idBase, disabled, onChange }: FieldProps) {
  const answers = asMap(input);
  return (
    <Group field={field} idBase={idBase} error={error}>
      {(field.options ?? []).map((question, q) => (
        <div part="likert-question" className="likert-question" role="radiogroup" aria-labelledby={`${idBase}-q-${q}`} key={question}>
          <span className="likert-text" id={`${idBase}-q-${q}`}>
            {question}
          </span>
          <div className="likert-scale">
            {LIKERT_SCALE.map((step) => {
              const id = `${idBase}-q-${q}-${step.value}`;
              return (
                <div part="option" className="option" key={step.value}>
                  <input
                    part="choice"
                    className="choice"
                    id={id}
                    type="radio"
                    name={`${field.id}-${q}`}
                    value={step.value}
                    checked={answers[question] === step.value}
                    disabled={disabled}
                    aria-invalid={error ? true : undefined}
                    onChange={() => onChange({ ...answers, [question]: step.value })}
                  />
                  <label htmlFor={id}>{likertStepLabel(step.value)}</label>
                </div>
              );
            })}
          </div>
        </div>
      ))}
    </Group>
  );
}

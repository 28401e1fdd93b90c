import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { PLACE_QUERY_DEBOUNCE_MS, fetchPlaceAddress, fetchPlacePredictions } from '../../runtime/forms/address-places.js';
import type { PlacePrediction } from '../../runtime/places/place-request-schema.js';
import type { FormField } from '../../runtime/forms/form-definition.js';
import { characterCounter } from '../../runtime/forms/form-validation.js';
import { formPartLabel, formText, likertStepLabel, localiseFormMessage } from '../../runtime/forms/form-texts.js';
import { LIKERT_SCALE, inputParts, type FieldInput } from '../../runtime/forms/form-values.js';
import { partInputAttributes, singleInputAttributes } from '../../runtime/forms/form-field-attributes.js';

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

const asText = (input: FieldInput) => (typeof input === 'string' ? input : '');
const asList = (input: FieldInput) => (Array.isArray(input) ? input : []);
const asMap = (input: FieldInput) => (input && typeof input === 'object' && !Array.isArray(input) ? input : {});

/** The error text, shown before the title (spec 02 §5) and referenced by aria-describedby. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return (
    <span part="field-error" className="field-error" id={id} hidden={!error}>
      {error ? localiseFormMessage(error) : null}
    </span>
  );
}

function Required({ field }: { field: FormField }) {
  return field.required ? (
    <span part="required" className="required" aria-hidden="true">
      {' *'}
    </span>
  ) : null;
}

function Description({ field, id }: { field: FormField; id: string }) {
  return field.description ? (
    <p part="description" className="description" id={id}>
      {field.description}
    </p>
  ) : null;
}

function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/** A labelled group (fieldset) for multi-part, choice and likert fields. */
function Group({ field, idBase, error, children, role }: { field: FormField; idBase: string; error: string | undefined; children: ReactNode; role?: string }) {
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
    <div part="field" className={`field field-${field.type}`} data-field-id={field.id} data-state={error || counter?.over ? 'error' : 'valid'}>
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
        <span part="counter" className="counter" id={`${idBase}-counter`} data-state={counter.over ? 'over' : 'ok'}>
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

function newSessionToken(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : String(Math.random()).slice(2);
}

/**
 * Address line 1 with place suggestions: the WAI-ARIA combobox pattern (list autocomplete).
 * Up/Down move through suggestions, Enter picks one, Escape closes the list.
 */
function AddressSuggest({
  id,
  name,
  value,
  disabled,
  invalid,
  required,
  onText,
  onChoose,
}: {
  id: string;
  name: string;
  value: string;
  disabled: boolean;
  invalid: boolean;
  required: boolean;
  onText(text: string): void;
  onChoose(parts: string[]): void;
}) {
  const [options, setOptions] = useState<PlacePrediction[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const token = useRef(newSessionToken());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(0);
  const listId = `${id}-suggestions`;

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const ask = (text: string) => {
    if (timer.current) clearTimeout(timer.current);
    const request = ++latest.current;
    timer.current = setTimeout(() => {
      void fetchPlacePredictions(text, token.current).then((list) => {
        if (request !== latest.current) return;
        setOptions(list);
        setActive(-1);
        setOpen(list.length > 0);
      });
    }, PLACE_QUERY_DEBOUNCE_MS);
  };

  const choose = (prediction: PlacePrediction) => {
    setOpen(false);
    latest.current++;
    onText(prediction.mainText || prediction.description);
    void fetchPlaceAddress(prediction.placeId, token.current).then((parts) => {
      if (parts) onChoose(parts);
    });
    token.current = newSessionToken();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="suggest">
      <input
        part="input"
        className="input"
        id={id}
        type="text"
        name={name}
        value={value}
        disabled={disabled}
        role="combobox"
        autoComplete={partInputAttributes('address', 'Line1').autoComplete}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-required={required || undefined}
        onChange={(event) => {
          onText(event.currentTarget.value);
          ask(event.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul part="suggestions" className="suggestions" id={listId} role="listbox" aria-label={formText('suggestedAddresses')} hidden={!open}>
        {options.map((option, i) => (
          <li
            part="suggestion"
            className="suggestion"
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            key={option.placeId}
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
          >
            {option.description}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ChoiceField({ field, input, error, idBase, disabled, onChange }: FieldProps) {
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

function SelectField({ field, input, error, idBase, disabled, onChange }: FieldProps) {
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

function LikertField({ field, input, error, idBase, disabled, onChange }: FieldProps) {
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

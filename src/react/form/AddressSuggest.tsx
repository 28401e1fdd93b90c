import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { PLACE_QUERY_DEBOUNCE_MS, fetchPlaceAddress, fetchPlacePredictions } from '../../runtime/forms/address-places.js';
import type { PlacePrediction } from '../../runtime/places/place-request-schema.js';
import { formText } from '../../runtime/forms/form-texts.js';
import { partInputAttributes } from '../../runtime/forms/form-field-attributes.js';
import { clock, type TimerHandle } from '../../runtime/time/clock.js';
function newSessionToken(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : String(Math.random()).slice(2);
}

/**
 * Address line 1 with place suggestions: the WAI-ARIA combobox pattern (list autocomplete).
 * Up/Down move through suggestions, Enter picks one, Escape closes the list.
 */
export function AddressSuggest({
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
  const timer = useRef<TimerHandle | null>(null);
  const latest = useRef(0);
  const listId = `${id}-suggestions`;

  useEffect(
    () => () => {
      if (timer.current) clock.clearTimeout(timer.current);
    },
    [],
  );

  const ask = (text: string) => {
    if (timer.current) clock.clearTimeout(timer.current);
    const request = ++latest.current;
    timer.current = clock.setTimeout(() => {
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

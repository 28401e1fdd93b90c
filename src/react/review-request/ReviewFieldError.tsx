/** The message under a review field the draft check refused, tied to it by `aria-describedby`. */
export function ReviewFieldError({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <p id={id} part="field-error" className="field-error">
      {text}
    </p>
  ) : null;
}

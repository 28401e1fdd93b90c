import type { ReviewFieldProblem } from '../../runtime/reviews/review-request-rules.js';
import { reviewProblemText } from '../../runtime/reviews/review-request-texts.js';
import { ReviewFieldError } from './ReviewFieldError.js';

interface ReviewTextFieldProps {
  /** The form's id base; the field's own is `${id}-${name}`. */
  id: string;
  name: 'title' | 'body' | 'name';
  label: string;
  max: number;
  value: string;
  problem: ReviewFieldProblem | undefined;
  /** A five-row text area (the review itself) rather than a one-line input. */
  multiline?: boolean;
  onChange: (text: string) => void;
}

/** One of the review's optional texts: its label, the input or text area, and its error. */
export function ReviewTextField({ id, name, label, max, value, problem, multiline = false, onChange }: ReviewTextFieldProps) {
  const error = reviewProblemText(problem);
  const fieldId = `${id}-${name}`;
  const errorId = `${fieldId}-error`;
  const Control = multiline ? 'textarea' : 'input';
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      <Control
        id={fieldId}
        part="input"
        {...(multiline ? { rows: 5 } : { type: 'text' })}
        value={value}
        maxLength={max}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <ReviewFieldError id={errorId} text={error} />
    </div>
  );
}

import { useCallback } from 'react';
import { formBlockJsonText, parseFormBlockJson, type FormBlockJson } from '../../runtime/forms/form-block-json.js';
import { formText } from '../../runtime/forms/form-texts.js';
import type { BlockProps } from '../block-props.js';
import { useLightDom } from '../hooks/use-light-dom.js';
import { FormView } from './FormView.js';

export interface FormAttributes {
  submittingText: string;
}

export interface FormSubmitSuccessDetail {
  formId: string;
  /** The stored submission's id, when the server gave one. */
  submissionId: string | null;
  isNewsletter: boolean;
  /** Where the visitor is sent next, or null when the success message is shown. */
  redirect: string | null;
}

export interface FormSubmitErrorDetail {
  formId: string;
  /** The message shown (spec 02 §8). */
  message: string;
  /** HTTP status; 0 when no answer arrived, -1 for client-side checks. */
  status: number;
  fieldErrors: Record<string, string>;
}

export interface FormEvents {
  'ss-form-submit-success': FormSubmitSuccessDetail;
  'ss-form-submit-error': FormSubmitErrorDetail;
}

export interface NewsletterSubscribeDetail {
  formId: string;
}

export interface NewsletterEvents extends FormEvents {
  'ss-newsletter-subscribe': NewsletterSubscribeDetail;
}

const sameJson = (a: FormBlockJson, b: FormBlockJson) => JSON.stringify(a) === JSON.stringify(b);

const reported = new WeakSet<HTMLElement>();

/**
 * `<ss-form>` and `<ss-newsletter>`: a form definition from block JSON, every field type, client
 * validation, and the submit cycle of spec 02 §4 against the site API.
 */
export function FormBlock({
  host,
  attributes,
  emit,
  variant,
}: BlockProps<FormAttributes, NewsletterEvents> & { variant: 'form' | 'newsletter' }) {
  const tag = `ss-${variant}`;
  const read = useCallback(
    (element: HTMLElement) => parseFormBlockJson(formBlockJsonText(element), tag, variant === 'newsletter' ? { isNewsletter: true } : {}),
    [tag, variant],
  );
  const parsed = useLightDom(host, read, sameJson);
  if (!parsed.ok) {
    if (!reported.has(host)) {
      reported.add(host);
      console.error(`Sitestack: ${parsed.message}`);
    }
    return (
      <div part="base" className={`form ${variant}`} data-state="invalid">
        <p part="error" className="block-error" role="alert">
          {formText('invalidDefinition')}
        </p>
        {/* The page's plain fallback form (if any) stays usable, so visitors can still send it. */}
        <slot />
      </div>
    );
  }
  return <FormView key={parsed.definition.formId} definition={parsed.definition} host={host} attributes={attributes} emit={emit} variant={variant} />;
}

import { censusPageFields } from '../analytics/census-fields.js';
import { DataRequestError, postData, type DataRequestOptions } from '../net/data-request.js';
import { UNABLE_TO_CONNECT_MESSAGE } from '../net/data-request-messages.js';
import type { FormDefinition } from './form-definition.js';
import {
  FORM_FIELD_PARSE_FAILURE_MESSAGE,
  FORM_KEY_FAILURE_MESSAGE,
  FORM_RATE_LIMITED_MESSAGE,
  FORM_SAVE_FAILURE_MESSAGE,
  formStatusMessage,
  isRetryableFailure,
  unregisteredFormHint,
} from './form-messages.js';
import type { FieldValue } from './form-values.js';

/**
 * The submit cycle's network part, spec 02 §4 and §7: a FormSubmissionKey, then
 * SaveFormSubmission. The key doubles as an idempotency key: it is kept until the server has
 * answered the save, so trying again after a lost answer, a time-out or a 5xx sends the same key
 * and the server stores the submission at most once.
 */

export const FORM_KEY_PATH = '/api/form/FormSubmissionKey';
export const FORM_SAVE_PATH = '/api/form/SaveFormSubmission';
/** One attempt of a form call is given up after this long (then it counts as a network failure). */
export const FORM_REQUEST_TIMEOUT_MS = 20_000;
/** Retries of each form call inside one submit, 200 ms apart (spec 02 §4). */
export const FORM_REQUEST_RETRIES = 1;

/**
 * Page fields sent with a submission (spec 02 §3, second reading): the same fields census events
 * carry, from the one rule in runtime/analytics.
 */
export const formPageFields = censusPageFields;

export interface SubmitExtras {
  pageFields: Record<string, string>;
  captchaKey?: string;
  /** The honeypot input's text: empty for people; the server drops submissions that fill it. */
  honeypot?: string;
}

export type SubmitOutcome =
  | { ok: true; submissionId: string | null }
  | {
      ok: false;
      /** The text to show, exactly the spec's (spec 02 §8). */
      message: string;
      /** Field id → message from a 400 (spec 02 §7). */
      fieldErrors: Record<string, string> | null;
      /**
       * The same entries can simply be sent again: the form says so on a line of its own after the
       * message (ENTRIES_KEPT_MESSAGE), never inside the spec's text.
       */
      retryable: boolean;
      status: number;
    };

function failure(message: string, status: number, fieldErrors: Record<string, string> | null = null): SubmitOutcome {
  const retryable = isRetryableFailure(status);
  return { ok: false, message, fieldErrors, retryable, status };
}

/** Forms the owner was already told about on this page. */
const hinted = new Set<string>();

function hintUnregistered(formId: string): void {
  if (hinted.has(formId)) return;
  hinted.add(formId);
  console.error(unregisteredFormHint(formId));
}

/** Sends one form's submissions; holds its pending idempotency key between attempts. */
export class FormSubmitter {
  private key: string | null = null;

  constructor(private readonly request: Pick<DataRequestOptions, 'baseUrl' | 'environment'> = {}) {}

  /** The key the next attempt will send (null until one was fetched); for tests. */
  get pendingKey(): string | null {
    return this.key;
  }

  async submit(definition: FormDefinition, values: Record<string, FieldValue>, extras: SubmitExtras): Promise<SubmitOutcome> {
    const outcome = await this.attempt(definition, values, extras);
    // A key that expired while the visitor was typing is replaced once, without bothering them.
    if (!outcome.ok && outcome.keyInvalid) return this.attempt(definition, values, extras);
    return outcome;
  }

  private async attempt(
    definition: FormDefinition,
    values: Record<string, FieldValue>,
    extras: SubmitExtras,
  ): Promise<SubmitOutcome & { keyInvalid?: boolean }> {
    let form: string;
    try {
      form = JSON.stringify(values);
    } catch {
      return failure(FORM_FIELD_PARSE_FAILURE_MESSAGE, -1);
    }
    if (!this.key) {
      try {
        const answer = await postData<{ key?: unknown }>(FORM_KEY_PATH, {
          ...this.request,
          retries: FORM_REQUEST_RETRIES,
          timeoutMs: FORM_REQUEST_TIMEOUT_MS,
        });
        if (typeof answer?.key !== 'string' || answer.key === '') return failure(FORM_KEY_FAILURE_MESSAGE, -1);
        this.key = answer.key;
      } catch (error) {
        const status = error instanceof DataRequestError ? error.status : -1;
        return failure(status === 429 ? FORM_RATE_LIMITED_MESSAGE : FORM_KEY_FAILURE_MESSAGE, status);
      }
    }
    const data: Record<string, unknown> = {
      key: this.key,
      formId: definition.formId,
      collectionId: definition.collectionId,
      objectName: definition.objectName,
      isOverlayForm: definition.isOverlayForm,
      submitButtonText: definition.submitButtonText,
      form,
      captchaKey: extras.captchaKey || undefined,
      honeypot: extras.honeypot || undefined,
      ...extras.pageFields,
    };
    try {
      const answer = await postData<{ submissionId?: unknown }>(FORM_SAVE_PATH, {
        ...this.request,
        data,
        retries: FORM_REQUEST_RETRIES,
        timeoutMs: FORM_REQUEST_TIMEOUT_MS,
      });
      this.key = null;
      return { ok: true, submissionId: typeof answer?.submissionId === 'string' ? answer.submissionId : null };
    } catch (error) {
      if (!(error instanceof DataRequestError)) return failure(FORM_SAVE_FAILURE_MESSAGE, -1);
      // An expired or spent key cannot be used again: the next attempt asks for a new one.
      if (error.body?.keyInvalid === true) {
        this.key = null;
        return { ...failure(formStatusMessage(error.status, typeof error.body.error === 'string' ? error.body.error : null), error.status), keyInvalid: true };
      }
      if (error.status === 400 && error.fieldErrors && Object.keys(error.fieldErrors).length > 0) {
        return failure(formStatusMessage(400, error.body && typeof error.body.error === 'string' ? error.body.error : null), 400, error.fieldErrors);
      }
      if (error.status === 0) return failure(UNABLE_TO_CONNECT_MESSAGE, 0);
      if (error.status === 404) hintUnregistered(definition.formId);
      const serverError = error.body && typeof error.body.error === 'string' ? error.body.error : null;
      return failure(formStatusMessage(error.status, serverError), error.status);
    }
  }
}

/**
 * Visitor-facing form messages, spec 02 §8 "Forms" (verbatim), and the choice between them.
 */

export const FORM_UNAUTHORIZED_MESSAGE = 'Unable to submit form. Please try again later.';
export const FORM_NOT_CONFIGURED_MESSAGE = 'This form has not been configured yet.';
export const FORM_RATE_LIMITED_MESSAGE = 'Unable to submit form. Submission rate limit exceeded. Please try again later.';
export const FORM_SERVER_ERROR_MESSAGE = 'Unable to send form. Please try again later.';
export const FORM_UNKNOWN_ERROR_MESSAGE = 'Unknown error, please try again later.';
export const FORM_KEY_FAILURE_MESSAGE = 'Could not get a form submission key, please try again later.';
export const FORM_FIELD_PARSE_FAILURE_MESSAGE = 'Could not parse the form fields, please check your entries.';
export const FORM_SAVE_FAILURE_MESSAGE = 'Error processing form submission. Please reload and try again.';
export const CAPTCHA_INCOMPLETE_MESSAGE = 'Complete CAPTCHA before submitting.';
export const FORM_INVALID_MESSAGE = 'One or more fields is invalid, please check your entries.';
/** Above the fields when the server marked some (not on newsletter forms). */
export const FIELD_ERRORS_ABOVE_MESSAGE = 'Your form has encountered a problem. Please scroll down to review.';
/** Below the fields when the server marked some (not on newsletter forms). */
export const FIELD_ERRORS_BELOW_MESSAGE = 'Your form has encountered a problem. Please scroll up to review.';
/** Added after a failure the visitor can retry: their entries are still in the form. */
export const ENTRIES_KEPT_MESSAGE = 'Your entries are still here, so you can try again.';

/** spec 02 §9 "Form page scroll offset". */
export const FORM_SCROLL_OFFSET_PX = 25;

/**
 * The message for a failed SaveFormSubmission (spec 02 §8): 401, 404, 429 and 500 have their own
 * texts; any other status shows the server's error text, else the unknown-error text.
 */
export function formStatusMessage(status: number, serverError: string | null | undefined): string {
  switch (status) {
    case 401:
      return FORM_UNAUTHORIZED_MESSAGE;
    case 404:
      return FORM_NOT_CONFIGURED_MESSAGE;
    case 429:
      return FORM_RATE_LIMITED_MESSAGE;
    case 500:
      return FORM_SERVER_ERROR_MESSAGE;
    default:
      return serverError && serverError.trim() !== '' ? serverError : FORM_UNKNOWN_ERROR_MESSAGE;
  }
}

/**
 * The console hint for the site owner when the site API does not know a form (it answers 404):
 * forms must be registered before they accept anything (docs/embedding.md "Setting up a site").
 */
export function unregisteredFormHint(formId: string): string {
  return `Sitestack: the site API does not know the form "${formId}": register it with PUT /api/owner/forms/${encodeURIComponent(formId)} (README "Setting up a site"). Visitors read "${FORM_NOT_CONFIGURED_MESSAGE}"`;
}

/** Whether the same submission may be sent again unchanged: no answer, time-outs, 429 and 5xx. */
export function isRetryableFailure(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

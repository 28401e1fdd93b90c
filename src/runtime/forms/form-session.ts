import type { FieldInput } from './form-values.js';
import { FormSubmitter } from './form-submit.js';

/**
 * What a form block must keep when its element is moved in the page (a popup moving a newsletter
 * block into its dialog unmounts and remounts the React tree): the visitor's entries, the pending
 * idempotency key, and whether the form was already sent. Kept per element and form id.
 */
export interface FormSession {
  inputs: Record<string, FieldInput> | null;
  submitter: FormSubmitter;
  submitted: boolean;
}

const sessions = new WeakMap<Element, Map<string, FormSession>>();

export function formSession(host: Element, formId: string): FormSession {
  let byForm = sessions.get(host);
  if (!byForm) sessions.set(host, (byForm = new Map()));
  let session = byForm.get(formId);
  if (!session) byForm.set(formId, (session = { inputs: null, submitter: new FormSubmitter(), submitted: false }));
  return session;
}

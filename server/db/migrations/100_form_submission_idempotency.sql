-- Forms (issue 4): a FormSubmissionKey doubles as an idempotency key. The key row keeps the
-- answer of the save that spent it, so a repeat of the same key gets the first answer back, and
-- a submission row names its key so no key can ever store two rows.

ALTER TABLE form_submission_keys ADD COLUMN form_id text;
ALTER TABLE form_submission_keys ADD COLUMN result jsonb;
ALTER TABLE form_submissions ADD COLUMN submission_key text;
CREATE UNIQUE INDEX form_submissions_submission_key ON form_submissions (submission_key);

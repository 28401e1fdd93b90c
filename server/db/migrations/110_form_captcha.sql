-- Forms (issue 4): whether a stored form asks for a captcha, so SaveFormSubmission can refuse a
-- submission whose captcha token is missing or fails verification.

ALTER TABLE form_definitions ADD COLUMN captcha boolean NOT NULL DEFAULT false;

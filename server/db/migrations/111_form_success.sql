-- What a form shows or where it goes after a successful submission (spec 02 §4), kept with the
-- definition so the no-script fallback answers as the upgraded form would.
ALTER TABLE form_definitions ADD COLUMN success_message text;
ALTER TABLE form_definitions ADD COLUMN success_redirect text;

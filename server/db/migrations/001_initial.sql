-- Sitestack site API, first schema: every call of spec 01 §7, 02 §7 and 03 §7 stores here.

-- Forms the owner has configured; SaveFormSubmission answers 404 for any other form id.
CREATE TABLE form_definitions (
  form_id text PRIMARY KEY,
  name text NOT NULL DEFAULT '',
  fields jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Single-use keys handed out by FormSubmissionKey (spec 02 §7).
CREATE TABLE form_submission_keys (
  key text PRIMARY KEY,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE form_submissions (
  id bigserial PRIMARY KEY,
  form_id text NOT NULL REFERENCES form_definitions (form_id) ON DELETE CASCADE,
  collection_id text,
  object_name text,
  is_overlay_form boolean NOT NULL DEFAULT false,
  submit_button_text text,
  fields jsonb NOT NULL,
  page jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL
);
CREATE INDEX form_submissions_form_id ON form_submissions (form_id, created_at);

-- RecordHit (spec 01 §7).
CREATE TABLE census_hits (
  id bigserial PRIMARY KEY,
  event text NOT NULL,
  data jsonb NOT NULL,
  visitor_cookie text,
  created_at timestamptz NOT NULL
);
CREATE INDEX census_hits_created_at ON census_hits (created_at);

-- form-render, overlay, button-click, button-render, quick-view (spec 01 §7).
CREATE TABLE census_events (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  subject_id text,
  visitor_cookie text,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL
);
CREATE INDEX census_events_kind ON census_events (kind, created_at);

-- RecordJavascriptErrors (spec 01 §7, error report fields of spec 01 §3).
CREATE TABLE javascript_errors (
  id bigserial PRIMARY KEY,
  event text NOT NULL,
  app text NOT NULL,
  message text NOT NULL,
  stack text,
  file text,
  line integer,
  col integer,
  custom_data jsonb,
  site_id text,
  template_id text,
  page_url text,
  user_agent text,
  client_timestamp bigint,
  created_at timestamptz NOT NULL
);

-- Legacy site tracker, RecordEvent (spec 03 §7).
CREATE TABLE tracker_events (
  id bigserial PRIMARY KEY,
  event_name text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

-- Events service, /api/v1/events (spec 03 §7).
CREATE TABLE analytics_events (
  id bigserial PRIMARY KEY,
  analytics_id text NOT NULL,
  custom_schema_name text NOT NULL,
  common_data jsonb NOT NULL,
  custom_data jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

-- Page loads handed out by performance settings, and the records sent for them (spec 01 §7).
CREATE TABLE page_loads (
  id text PRIMARY KEY,
  created_at timestamptz NOT NULL
);

CREATE TABLE performance_records (
  id bigserial PRIMARY KEY,
  page_load_id text NOT NULL,
  app text NOT NULL,
  event text NOT NULL,
  data jsonb NOT NULL,
  client_timestamp bigint NOT NULL,
  created_at timestamptz NOT NULL
);

-- Rollout flags for performance reporting (spec 01 §5): rum, each app, each tracking.
CREATE TABLE rollout_flags (
  name text PRIMARY KEY,
  enabled boolean NOT NULL
);

-- Site users and their sessions (spec 03 §3, §4).
CREATE TABLE site_users (
  id bigserial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE site_user_sessions (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES site_users (id) ON DELETE CASCADE,
  xsrf_token text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

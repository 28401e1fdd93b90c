-- Analytics ingestion and the owner's stats page (/stats): visits, and indexes for its queries.

-- One row per visit (spec 01 §4 visit cookies): the visitor id and visit number sent with RecordHit.
CREATE TABLE census_visits (
  visitor_id text NOT NULL,
  visit_number integer NOT NULL,
  started_at timestamptz NOT NULL,
  last_hit_at timestamptz NOT NULL,
  hits integer NOT NULL DEFAULT 1,
  PRIMARY KEY (visitor_id, visit_number)
);
CREATE INDEX census_visits_started_at ON census_visits (started_at);

-- Pageviews and unique visitors per day, top pages, referrers.
CREATE INDEX census_hits_event_created_at ON census_hits (event, created_at);
CREATE INDEX census_hits_url ON census_hits ((data ->> 'url'), created_at);
-- Form renders per form (conversions).
CREATE INDEX census_events_subject ON census_events (kind, subject_id, created_at);
-- Error counts by message.
CREATE INDEX javascript_errors_created_at ON javascript_errors (created_at, message);
-- Web-vitals p75 per metric.
CREATE INDEX performance_records_event_created_at ON performance_records (event, created_at);
CREATE INDEX analytics_events_schema_created_at ON analytics_events (custom_schema_name, created_at);

-- The analytics tables become partitioned by time (docs/production.md): RANGE on
-- created_at, one partition per UTC month, plus a DEFAULT partition so an insert never fails.
-- Monthly, not daily: a year is 12 partitions per table (planning stays cheap and each partition
-- stays large enough to be worth an index), and retention drops a whole month once all of it
-- is past the retention period.
--
-- Each table: renamed, re-created as a partitioned table on the same id sequence, every row
-- copied, the old one dropped; then the keys and indexes, which on a partitioned table must
-- include created_at when they are unique. This whole file is one transaction (server/db/database.ts).
-- The rows land in the DEFAULT partition; the server moves them into monthly partitions as it
-- starts, before it takes requests (server/db/analytics-partitions.ts).
--
-- page_loads and census_visits stay as they are: their keys (a page load id; a visitor and visit
-- number) must stay unique across all time, which a partitioned table can only enforce per partition.

ALTER TABLE census_hits RENAME TO census_hits_unpartitioned;
ALTER TABLE census_hits_unpartitioned ALTER COLUMN id DROP DEFAULT;
ALTER SEQUENCE census_hits_id_seq OWNED BY NONE;
CREATE TABLE census_hits (
  id bigint NOT NULL DEFAULT nextval('census_hits_id_seq'),
  event text NOT NULL,
  data jsonb NOT NULL,
  visitor_cookie text,
  created_at timestamptz NOT NULL
) PARTITION BY RANGE (created_at);
CREATE TABLE census_hits_default PARTITION OF census_hits DEFAULT;
INSERT INTO census_hits (id, event, data, visitor_cookie, created_at)
  SELECT id, event, data, visitor_cookie, created_at FROM census_hits_unpartitioned;
DROP TABLE census_hits_unpartitioned;
ALTER SEQUENCE census_hits_id_seq OWNED BY census_hits.id;
ALTER TABLE census_hits ADD PRIMARY KEY (id, created_at);
CREATE INDEX census_hits_created_at ON census_hits (created_at);
CREATE INDEX census_hits_event_created_at ON census_hits (event, created_at);
CREATE INDEX census_hits_url ON census_hits ((data ->> 'url'), created_at);

ALTER TABLE census_events RENAME TO census_events_unpartitioned;
ALTER TABLE census_events_unpartitioned ALTER COLUMN id DROP DEFAULT;
ALTER SEQUENCE census_events_id_seq OWNED BY NONE;
CREATE TABLE census_events (
  id bigint NOT NULL DEFAULT nextval('census_events_id_seq'),
  kind text NOT NULL,
  subject_id text,
  visitor_cookie text,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL
) PARTITION BY RANGE (created_at);
CREATE TABLE census_events_default PARTITION OF census_events DEFAULT;
INSERT INTO census_events (id, kind, subject_id, visitor_cookie, data, created_at)
  SELECT id, kind, subject_id, visitor_cookie, data, created_at FROM census_events_unpartitioned;
DROP TABLE census_events_unpartitioned;
ALTER SEQUENCE census_events_id_seq OWNED BY census_events.id;
ALTER TABLE census_events ADD PRIMARY KEY (id, created_at);
CREATE INDEX census_events_kind ON census_events (kind, created_at);
CREATE INDEX census_events_subject ON census_events (kind, subject_id, created_at);

ALTER TABLE javascript_errors RENAME TO javascript_errors_unpartitioned;
ALTER TABLE javascript_errors_unpartitioned ALTER COLUMN id DROP DEFAULT;
ALTER SEQUENCE javascript_errors_id_seq OWNED BY NONE;
CREATE TABLE javascript_errors (
  id bigint NOT NULL DEFAULT nextval('javascript_errors_id_seq'),
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
) PARTITION BY RANGE (created_at);
CREATE TABLE javascript_errors_default PARTITION OF javascript_errors DEFAULT;
INSERT INTO javascript_errors (id, event, app, message, stack, file, line, col, custom_data, site_id, template_id, page_url, user_agent, client_timestamp, created_at)
  SELECT id, event, app, message, stack, file, line, col, custom_data, site_id, template_id, page_url, user_agent, client_timestamp, created_at
  FROM javascript_errors_unpartitioned;
DROP TABLE javascript_errors_unpartitioned;
ALTER SEQUENCE javascript_errors_id_seq OWNED BY javascript_errors.id;
ALTER TABLE javascript_errors ADD PRIMARY KEY (id, created_at);
CREATE INDEX javascript_errors_created_at ON javascript_errors (created_at, message);

ALTER TABLE tracker_events RENAME TO tracker_events_unpartitioned;
ALTER TABLE tracker_events_unpartitioned ALTER COLUMN id DROP DEFAULT;
ALTER SEQUENCE tracker_events_id_seq OWNED BY NONE;
CREATE TABLE tracker_events (
  id bigint NOT NULL DEFAULT nextval('tracker_events_id_seq'),
  event_name text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL
) PARTITION BY RANGE (created_at);
CREATE TABLE tracker_events_default PARTITION OF tracker_events DEFAULT;
INSERT INTO tracker_events (id, event_name, data, created_at)
  SELECT id, event_name, data, created_at FROM tracker_events_unpartitioned;
DROP TABLE tracker_events_unpartitioned;
ALTER SEQUENCE tracker_events_id_seq OWNED BY tracker_events.id;
ALTER TABLE tracker_events ADD PRIMARY KEY (id, created_at);

ALTER TABLE analytics_events RENAME TO analytics_events_unpartitioned;
ALTER TABLE analytics_events_unpartitioned ALTER COLUMN id DROP DEFAULT;
ALTER SEQUENCE analytics_events_id_seq OWNED BY NONE;
CREATE TABLE analytics_events (
  id bigint NOT NULL DEFAULT nextval('analytics_events_id_seq'),
  analytics_id text NOT NULL,
  custom_schema_name text NOT NULL,
  common_data jsonb NOT NULL,
  custom_data jsonb NOT NULL,
  created_at timestamptz NOT NULL
) PARTITION BY RANGE (created_at);
CREATE TABLE analytics_events_default PARTITION OF analytics_events DEFAULT;
INSERT INTO analytics_events (id, analytics_id, custom_schema_name, common_data, custom_data, created_at)
  SELECT id, analytics_id, custom_schema_name, common_data, custom_data, created_at FROM analytics_events_unpartitioned;
DROP TABLE analytics_events_unpartitioned;
ALTER SEQUENCE analytics_events_id_seq OWNED BY analytics_events.id;
ALTER TABLE analytics_events ADD PRIMARY KEY (id, created_at);
CREATE INDEX analytics_events_schema_created_at ON analytics_events (custom_schema_name, created_at);

ALTER TABLE performance_records RENAME TO performance_records_unpartitioned;
ALTER TABLE performance_records_unpartitioned ALTER COLUMN id DROP DEFAULT;
ALTER SEQUENCE performance_records_id_seq OWNED BY NONE;
CREATE TABLE performance_records (
  id bigint NOT NULL DEFAULT nextval('performance_records_id_seq'),
  page_load_id text NOT NULL,
  app text NOT NULL,
  event text NOT NULL,
  data jsonb NOT NULL,
  client_timestamp bigint NOT NULL,
  created_at timestamptz NOT NULL
) PARTITION BY RANGE (created_at);
CREATE TABLE performance_records_default PARTITION OF performance_records DEFAULT;
INSERT INTO performance_records (id, page_load_id, app, event, data, client_timestamp, created_at)
  SELECT id, page_load_id, app, event, data, client_timestamp, created_at FROM performance_records_unpartitioned;
DROP TABLE performance_records_unpartitioned;
ALTER SEQUENCE performance_records_id_seq OWNED BY performance_records.id;
ALTER TABLE performance_records ADD PRIMARY KEY (id, created_at);
CREATE INDEX performance_records_event_created_at ON performance_records (event, created_at);

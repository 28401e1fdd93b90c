-- Rate-limit counters shared by every server process on one database (docs/production.md):
-- one row per limiter and client key, counting requests in the current window.
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  window_start_ms bigint NOT NULL,
  count integer NOT NULL
);
CREATE INDEX rate_limit_counters_window ON rate_limit_counters (window_start_ms);

-- The owner stats read the daily rollups (711), and what still reads census_hits reads it by time
-- (census_hits_created_at): these two indexes were kept up to date on every hit and read by nothing.
DROP INDEX IF EXISTS census_hits_event_created_at;
DROP INDEX IF EXISTS census_hits_url;

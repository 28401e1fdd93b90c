-- Postgres refuses an index entry over 2,704 bytes (SQLSTATE 54000), so no index may hold visitor
-- text of unbounded length. An error report's message (up to 5,000 characters) was indexed beside
-- its time; the report of the owner stats reads the errors of a period by time alone. The rollups'
-- paths and sources are cut to a bounded prefix where they are written (server/stats/census-rollups.ts).
DROP INDEX IF EXISTS javascript_errors_created_at;
CREATE INDEX javascript_errors_created_at ON javascript_errors (created_at);

-- Daily rollups of the page hits, kept up to date by the analytics writer in the transaction that
-- stores the hits (server/stats/census-rollups.ts), so the owner stats report reads a few rows per
-- day instead of every hit of the period (docs/production.md).
-- Pageviews count hits with event 'pageview'; visitors are distinct visitor cookies.

-- Per UTC day: pageviews, distinct visitors that day, visits that started that day.
CREATE TABLE census_days (
  day date PRIMARY KEY,
  pageviews bigint NOT NULL DEFAULT 0,
  visitors bigint NOT NULL DEFAULT 0,
  visits bigint NOT NULL DEFAULT 0
);

-- Pageviews per day and path (data.url), and per day and referring host.
CREATE TABLE census_daily_pages (
  day date NOT NULL,
  path text NOT NULL,
  pageviews bigint NOT NULL,
  PRIMARY KEY (day, path)
);
CREATE TABLE census_daily_sources (
  day date NOT NULL,
  source text NOT NULL,
  pageviews bigint NOT NULL,
  PRIMARY KEY (day, source)
);

-- Which visitors were seen on a day: a new row here is one more visitor in census_days.
CREATE TABLE census_daily_visitors (
  day date NOT NULL,
  visitor_cookie text NOT NULL,
  PRIMARY KEY (day, visitor_cookie)
);

-- The UTC day each visitor (and each visitor on each path) was last seen, and how many visitors
-- were last seen on each day: the distinct visitors of a period that ends now are exactly those
-- last seen since its first day, a sum over at most 366 rows. previous_day holds, for the
-- statement that moves last_day, the day it moved from (server/stats/census-rollups.ts).
CREATE TABLE census_visitors (
  visitor_cookie text PRIMARY KEY,
  last_day date NOT NULL,
  previous_day date
);
CREATE TABLE census_visitor_last_days (
  day date PRIMARY KEY,
  visitors bigint NOT NULL
);
CREATE TABLE census_path_visitors (
  path text NOT NULL,
  visitor_cookie text NOT NULL,
  last_day date NOT NULL,
  previous_day date,
  PRIMARY KEY (path, visitor_cookie)
);
CREATE TABLE census_path_last_days (
  path text NOT NULL,
  day date NOT NULL,
  visitors bigint NOT NULL,
  PRIMARY KEY (path, day)
);

-- The hits and visits stored before this migration, rolled up once.
CREATE TEMPORARY TABLE census_pageviews_before ON COMMIT DROP AS
  SELECT (created_at AT TIME ZONE 'UTC')::date AS day,
         created_at,
         COALESCE(data ->> 'url', '(unknown)') AS path,
         COALESCE(NULLIF(lower(substring(data ->> 'referrer' from '^[A-Za-z][A-Za-z0-9+.-]*://([^/?#:]+)')), ''), '(direct)') AS source,
         visitor_cookie
  FROM census_hits WHERE event = 'pageview';
INSERT INTO census_daily_pages (day, path, pageviews) SELECT day, path, count(*) FROM census_pageviews_before GROUP BY 1, 2;
INSERT INTO census_daily_sources (day, source, pageviews) SELECT day, source, count(*) FROM census_pageviews_before GROUP BY 1, 2;
INSERT INTO census_daily_visitors (day, visitor_cookie) SELECT DISTINCT day, visitor_cookie FROM census_pageviews_before WHERE visitor_cookie IS NOT NULL;
INSERT INTO census_visitors (visitor_cookie, last_day)
  SELECT visitor_cookie, max(day) FROM census_pageviews_before WHERE visitor_cookie IS NOT NULL GROUP BY 1;
INSERT INTO census_visitor_last_days (day, visitors) SELECT last_day, count(*) FROM census_visitors GROUP BY 1;
INSERT INTO census_path_visitors (path, visitor_cookie, last_day)
  SELECT path, visitor_cookie, max(day) FROM census_pageviews_before WHERE visitor_cookie IS NOT NULL GROUP BY 1, 2;
INSERT INTO census_path_last_days (path, day, visitors) SELECT path, last_day, count(*) FROM census_path_visitors GROUP BY 1, 2;
INSERT INTO census_days (day, pageviews, visitors, visits)
  SELECT day, sum(pageviews), sum(visitors), sum(visits) FROM (
    SELECT day, count(*) AS pageviews, 0 AS visitors, 0 AS visits FROM census_pageviews_before GROUP BY 1
    UNION ALL SELECT day, 0, count(*), 0 FROM census_daily_visitors GROUP BY 1
    UNION ALL SELECT (started_at AT TIME ZONE 'UTC')::date, 0, 0, count(*) FROM census_visits GROUP BY 1
  ) AS per_day GROUP BY day;

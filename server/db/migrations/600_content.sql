-- Site content the search, collection-list, tour-dates and calendar blocks read (spec 01 §2-3):
-- collections (blog, events ...) and their items, plus standalone pages. Item status codes are
-- spec 03 §3 (published 1 ... deleted 6); only published items are ever served.
-- tags: comma-separated. search_vector: weighted English full-text index (title A, excerpt and tags B, body C).

CREATE TABLE content_collections (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  collection_type text NOT NULL CHECK (collection_type IN ('blog', 'events', 'pages', 'portfolio', 'album', 'gallery')),
  url_path text NOT NULL UNIQUE
);

CREATE TABLE content_items (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  collection_id text REFERENCES content_collections (id) ON DELETE CASCADE,
  record_type text NOT NULL CHECK (record_type IN ('page', 'text', 'event', 'audio', 'image', 'video', 'portfolio-item')),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 300),
  url_path text NOT NULL UNIQUE,
  excerpt text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  tags text NOT NULL DEFAULT '' CHECK (char_length(tags) <= 1000),
  author text,
  status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 6),
  published_at timestamptz,
  starts_at timestamptz,
  ends_at timestamptz,
  venue text,
  city text,
  ticket_url text,
  sold_out boolean NOT NULL DEFAULT false,
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, title), 'A') ||
    setweight(to_tsvector('english'::regconfig, excerpt || ' ' || tags), 'B') ||
    setweight(to_tsvector('english'::regconfig, body), 'C')
  ) STORED,
  CHECK (record_type <> 'event' OR starts_at IS NOT NULL),
  CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at >= starts_at)
);

CREATE INDEX content_items_search ON content_items USING gin (search_vector);
CREATE INDEX content_items_collection_order ON content_items (collection_id, published_at DESC, id);
CREATE INDEX content_items_events ON content_items (starts_at) WHERE record_type = 'event';

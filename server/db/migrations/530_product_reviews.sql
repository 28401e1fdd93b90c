-- The product-reviews request flow (spec 01 §2 page type 209, spec 02 §8 messages): a review
-- request is sent to a shopper after a purchase (one per order line), its token is the link in
-- the email; it expires, and it can be used for one review only (the review's request_token is unique).

CREATE TABLE review_requests (
  token text PRIMARY KEY CHECK (token ~ '^[A-Za-z0-9_-]{16,128}$'),
  order_id text NOT NULL CHECK (char_length(order_id) BETWEEN 1 AND 100),
  product_id text NOT NULL CHECK (char_length(product_id) BETWEEN 1 AND 100),
  product_name text NOT NULL CHECK (char_length(product_name) BETWEEN 1 AND 300),
  product_image text CHECK (product_image IS NULL OR char_length(product_image) <= 2000),
  customer_name text CHECK (customer_name IS NULL OR char_length(customer_name) <= 200),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK (expires_at > created_at)
);

CREATE TABLE product_reviews (
  id bigserial PRIMARY KEY,
  request_token text NOT NULL UNIQUE REFERENCES review_requests (token) ON DELETE CASCADE,
  product_id text NOT NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title text NOT NULL DEFAULT '' CHECK (char_length(title) <= 120),
  body text NOT NULL DEFAULT '' CHECK (char_length(body) <= 5000),
  reviewer_name text NOT NULL DEFAULT '' CHECK (char_length(reviewer_name) <= 80),
  created_at timestamptz NOT NULL
);

CREATE INDEX product_reviews_product ON product_reviews (product_id, created_at DESC);

-- Issue 46: a cart's id was its bearer token (the ss_cart cookie), sent back in every cart reply
-- and written into every page that drew a cart. Carts get an id of their own, which may be shown;
-- the token is kept only as its SHA-256 (hex), so neither a reply nor the database holds a token
-- that opens a cart. Existing carts keep working: the hash of the token their cookie holds (their
-- old id) is stored, and their entries and order move with them to the new id.

ALTER TABLE commerce_cart_entries
  DROP CONSTRAINT commerce_cart_entries_cart_id_fkey,
  ADD CONSTRAINT commerce_cart_entries_cart_id_fkey FOREIGN KEY (cart_id) REFERENCES commerce_carts (id) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE commerce_orders
  DROP CONSTRAINT commerce_orders_cart_id_fkey,
  ADD CONSTRAINT commerce_orders_cart_id_fkey FOREIGN KEY (cart_id) REFERENCES commerce_carts (id) ON UPDATE CASCADE;

ALTER TABLE commerce_carts ADD COLUMN token_hash text;
UPDATE commerce_carts SET token_hash = encode(sha256(convert_to(id, 'UTF8')), 'hex');
UPDATE commerce_carts SET id = 'cart_' || replace(gen_random_uuid()::text, '-', '');
ALTER TABLE commerce_carts ALTER COLUMN token_hash SET NOT NULL;
CREATE UNIQUE INDEX commerce_carts_token_hash ON commerce_carts (token_hash);

-- Checkout hand-off codes already used (a code is single-use): kept until they expire.
CREATE TABLE commerce_checkout_codes_used (
  code_id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX commerce_checkout_codes_used_expiry ON commerce_checkout_codes_used (expires_at);

-- Commerce (spec 02 §3): the catalogue, carts keyed by the cart-token cookie, coupons and orders.
-- Prices are integer cents; stock never goes below zero (the CHECK backs the atomic decrement).

CREATE TABLE commerce_products (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  product_type text NOT NULL CHECK (product_type IN ('PHYSICAL', 'SERVICE', 'DIGITAL', 'GIFT_CARD')),
  workflow_state text NOT NULL DEFAULT 'PUBLISHED',
  images jsonb NOT NULL DEFAULT '[]',
  variant_option_ordering jsonb NOT NULL DEFAULT '[]',
  subscription_plan jsonb,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE commerce_variants (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES commerce_products (id) ON DELETE CASCADE,
  sku text NOT NULL CHECK (char_length(sku) BETWEEN 1 AND 60),
  price_cents integer NOT NULL CHECK (price_cents BETWEEN 0 AND 100000000),
  on_sale boolean NOT NULL DEFAULT false,
  sale_price_cents integer NOT NULL DEFAULT 0 CHECK (sale_price_cents BETWEEN 0 AND 100000000),
  qty_in_stock integer NOT NULL DEFAULT 0 CHECK (qty_in_stock >= 0),
  unlimited boolean NOT NULL DEFAULT false,
  option_values jsonb NOT NULL DEFAULT '[]',
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX commerce_variants_product ON commerce_variants (product_id, position);

-- A cart's id is its token: the cart-token cookie, and the cartToken of subscription checkout.
CREATE TABLE commerce_carts (
  id text PRIMARY KEY,
  kind text NOT NULL DEFAULT 'cart' CHECK (kind IN ('cart', 'subscription')),
  coupons jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL,
  purchased_at timestamptz
);

CREATE TABLE commerce_cart_entries (
  id bigserial PRIMARY KEY,
  cart_id text NOT NULL REFERENCES commerce_carts (id) ON DELETE CASCADE,
  variant_id text NOT NULL REFERENCES commerce_variants (id),
  quantity integer NOT NULL CHECK (quantity >= 1),
  UNIQUE (cart_id, variant_id)
);

CREATE TABLE commerce_coupons (
  code text PRIMARY KEY,
  description text NOT NULL DEFAULT '',
  percent_off integer NOT NULL CHECK (percent_off BETWEEN 1 AND 100)
);

CREATE TABLE commerce_orders (
  id bigserial PRIMARY KEY,
  cart_id text NOT NULL UNIQUE REFERENCES commerce_carts (id),
  entries jsonb NOT NULL,
  coupons jsonb NOT NULL DEFAULT '[]',
  subtotal_cents bigint NOT NULL,
  discount_cents bigint NOT NULL,
  tax_cents bigint NOT NULL,
  shipping_cost_cents bigint NOT NULL,
  grand_total_cents bigint NOT NULL,
  currency text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX commerce_orders_created ON commerce_orders (created_at);

-- Shipping, tax and product measurements (spec 02 §3 shopping cart: shippingOptions,
-- selectedShippingOption, shippingLocation, applicableTaxRules; store settings: measurementStandard).
-- The spec defines the cart fields but no rates: the store's rates live here (seeded for the demo
-- store) and every shipping cost and tax amount is computed on the server from them.

-- Flat-rate shipping options. countries: ISO 3166-1 alpha-2 codes the option ships to.
-- free_over_cents: the option is free once the discounted subtotal reaches it (null: never).
CREATE TABLE commerce_shipping_options (
  id text PRIMARY KEY,
  name text NOT NULL,
  cost_cents integer NOT NULL CHECK (cost_cents BETWEEN 0 AND 100000000),
  free_over_cents integer CHECK (free_over_cents BETWEEN 0 AND 100000000),
  countries jsonb NOT NULL DEFAULT '[]',
  position integer NOT NULL DEFAULT 0
);

-- Tax rates per country, or per country and region (state, province) when region is not ''.
-- rate_millipercent: 8875 is 8.875 %. Every matching rule applies (a country rate and a region rate add up).
CREATE TABLE commerce_tax_rules (
  id text PRIMARY KEY,
  name text NOT NULL,
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  region text NOT NULL DEFAULT '',
  rate_millipercent integer NOT NULL CHECK (rate_millipercent BETWEEN 0 AND 100000),
  applies_to_shipping boolean NOT NULL DEFAULT false
);
CREATE INDEX commerce_tax_rules_place ON commerce_tax_rules (country, region);

-- Where the shopper ships to ({ country, region, postalCode }) and the chosen option; null: the defaults.
ALTER TABLE commerce_carts ADD COLUMN shipping_location jsonb;
ALTER TABLE commerce_carts ADD COLUMN shipping_option_id text;

-- Physical products: weight and length × width × height in the store's measurement standard.
ALTER TABLE commerce_products ADD COLUMN shipping_weight numeric CHECK (shipping_weight >= 0);
ALTER TABLE commerce_products ADD COLUMN dimensions jsonb;

-- Orders keep what was charged for shipping and tax and where to.
ALTER TABLE commerce_orders ADD COLUMN shipping jsonb;
ALTER TABLE commerce_orders ADD COLUMN tax_rules jsonb NOT NULL DEFAULT '[]';

-- Demo catalogues seeded before this migration gain the measurements a fresh seed has.
UPDATE commerce_products SET shipping_weight = 0.3, dimensions = '{"length":12,"width":9,"height":8}' WHERE id = 'enamel-mug' AND shipping_weight IS NULL;
UPDATE commerce_products SET shipping_weight = 1.2, dimensions = '{"length":24,"width":16,"height":15}' WHERE id = 'last-teapot' AND shipping_weight IS NULL;

-- A demo store seeded before this migration gets the demo rates (a fresh store gets them with its
-- catalogue, server/commerce/catalogue-seed.ts); the owner replaces them with PUT /api/commerce/shipping-settings.
INSERT INTO commerce_shipping_options (id, name, cost_cents, free_over_cents, countries, position)
SELECT v.id, v.name, v.cost_cents, v.free_over_cents, v.countries::jsonb, v.position
  FROM (VALUES
    ('standard', 'Standard shipping (3-5 days)', 600, 7500, '["US"]', 0),
    ('express', 'Express shipping (1-2 days)', 1500, NULL, '["US"]', 1),
    ('international', 'International shipping', 2500, NULL, '["CA","GB","NO","DE","FR","AU","JP"]', 2)
  ) AS v (id, name, cost_cents, free_over_cents, countries, position)
 WHERE EXISTS (SELECT 1 FROM commerce_products WHERE id = 'harbour-blend');
INSERT INTO commerce_tax_rules (id, name, country, region, rate_millipercent, applies_to_shipping)
SELECT v.id, v.name, v.country, v.region, v.rate, v.ship
  FROM (VALUES
    ('us-ny', 'New York sales tax', 'US', 'NY', 8875, false),
    ('us-ca', 'California sales tax', 'US', 'CA', 7250, false),
    ('ca-gst', 'GST', 'CA', '', 5000, true),
    ('gb-vat', 'VAT', 'GB', '', 20000, true),
    ('no-mva', 'MVA', 'NO', '', 25000, true),
    ('de-vat', 'MwSt.', 'DE', '', 19000, true),
    ('fr-vat', 'TVA', 'FR', '', 20000, true),
    ('au-gst', 'GST', 'AU', '', 10000, true),
    ('jp-ct', 'Consumption tax', 'JP', '', 10000, true)
  ) AS v (id, name, country, region, rate, ship)
 WHERE EXISTS (SELECT 1 FROM commerce_products WHERE id = 'harbour-blend');

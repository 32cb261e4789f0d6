-- Issue 33: the price the buyer agreed to (the portal's shown price, the key API's maxPrice, the price when a
-- Discord or in-game order was placed); null for purchases before it and for orders that named none.
ALTER TABLE "purchases" ADD COLUMN "agreed_price" integer;

-- Nothing rendered a product's extra price lines; the table's page-cache trigger goes with it.
DROP TABLE "product_prices" CASCADE;

// Relations for the relational query API (db.query.products.findFirst({ with: { media: true } })).
// They add no SQL constraint: the foreign keys are declared on the tables.
import { relations } from "drizzle-orm";
import { adminSessions, adminUsers, authTokens } from "./auth.ts";
import {
  categories,
  productFaq,
  productMedia,
  productOptions,
  productOptionValues,
  products,
  productSpecs,
} from "./catalog.ts";
import { documentLines, invoices, quotes } from "./documents.ts";
import { purchaseOrderLines, purchaseOrders, suppliers } from "./purchasing.ts";
import { cardPaymentOrders, customers, leads, orders } from "./sales.ts";

export const categoriesRelations = relations(categories, ({ many }) => ({ products: many(products) }));

export const productsRelations = relations(products, ({ one, many }) => ({
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  media: many(productMedia),
  specs: many(productSpecs),
  faq: many(productFaq),
  options: many(productOptions),
}));

export const productMediaRelations = relations(productMedia, ({ one }) => ({
  product: one(products, { fields: [productMedia.productId], references: [products.id] }),
}));

export const productSpecsRelations = relations(productSpecs, ({ one }) => ({
  product: one(products, { fields: [productSpecs.productId], references: [products.id] }),
}));

export const productFaqRelations = relations(productFaq, ({ one }) => ({
  product: one(products, { fields: [productFaq.productId], references: [products.id] }),
}));

export const productOptionsRelations = relations(productOptions, ({ one, many }) => ({
  product: one(products, { fields: [productOptions.productId], references: [products.id] }),
  values: many(productOptionValues),
}));

export const productOptionValuesRelations = relations(productOptionValues, ({ one }) => ({
  option: one(productOptions, { fields: [productOptionValues.optionId], references: [productOptions.id] }),
}));

export const customersRelations = relations(customers, ({ many }) => ({
  orders: many(orders),
  leads: many(leads),
  quotes: many(quotes),
  invoices: many(invoices),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  customer: one(customers, { fields: [orders.customerId], references: [customers.id] }),
  product: one(products, { fields: [orders.productId], references: [products.id] }),
  quotes: many(quotes),
  invoices: many(invoices),
  purchaseOrders: many(purchaseOrders),
}));

export const cardPaymentOrdersRelations = relations(cardPaymentOrders, ({ one }) => ({
  product: one(products, { fields: [cardPaymentOrders.productId], references: [products.id] }),
}));

export const leadsRelations = relations(leads, ({ one }) => ({
  customer: one(customers, { fields: [leads.customerId], references: [customers.id] }),
}));

export const suppliersRelations = relations(suppliers, ({ many }) => ({ purchaseOrders: many(purchaseOrders) }));

export const quotesRelations = relations(quotes, ({ one, many }) => ({
  customer: one(customers, { fields: [quotes.customerId], references: [customers.id] }),
  order: one(orders, { fields: [quotes.orderId], references: [orders.id] }),
  lines: many(documentLines),
  invoices: many(invoices),
}));

export const invoicesRelations = relations(invoices, ({ one, many }) => ({
  customer: one(customers, { fields: [invoices.customerId], references: [customers.id] }),
  order: one(orders, { fields: [invoices.orderId], references: [orders.id] }),
  quote: one(quotes, { fields: [invoices.quoteId], references: [quotes.id] }),
  deductedInvoice: one(invoices, {
    fields: [invoices.deductedInvoiceId],
    references: [invoices.id],
    relationName: "deducted_invoice",
  }),
  lines: many(documentLines),
}));

export const documentLinesRelations = relations(documentLines, ({ one }) => ({
  quote: one(quotes, { fields: [documentLines.quoteId], references: [quotes.id] }),
  invoice: one(invoices, { fields: [documentLines.invoiceId], references: [invoices.id] }),
}));

export const purchaseOrdersRelations = relations(purchaseOrders, ({ one, many }) => ({
  supplier: one(suppliers, { fields: [purchaseOrders.supplierId], references: [suppliers.id] }),
  order: one(orders, { fields: [purchaseOrders.orderId], references: [orders.id] }),
  lines: many(purchaseOrderLines),
}));

export const purchaseOrderLinesRelations = relations(purchaseOrderLines, ({ one }) => ({
  purchaseOrder: one(purchaseOrders, { fields: [purchaseOrderLines.poId], references: [purchaseOrders.id] }),
}));

export const adminUsersRelations = relations(adminUsers, ({ many }) => ({
  sessions: many(adminSessions),
  tokens: many(authTokens),
}));

export const adminSessionsRelations = relations(adminSessions, ({ one }) => ({
  user: one(adminUsers, { fields: [adminSessions.userId], references: [adminUsers.id] }),
}));

export const authTokensRelations = relations(authTokens, ({ one }) => ({
  user: one(adminUsers, { fields: [authTokens.userId], references: [adminUsers.id] }),
}));

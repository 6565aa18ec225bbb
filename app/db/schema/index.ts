// The whole schema, as drizzle-kit and drizzle() see it. Tables and their relations for db.query.
export * from "./auth.ts";
export * from "./catalog.ts";
export * from "./documents.ts";
export * from "./imports.ts";
export * from "./overpayments.ts";
export * from "./purchasing.ts";
export * from "./portal.ts";
export * from "./relations.ts";
export * from "./sales.ts";
export * from "./scheduler.ts";
export * from "./shipments.ts";
export * from "./system.ts";
export * from "./translations.ts";
export { CURRENCIES, LANGS, type Currency, type Lang } from "./columns.ts";

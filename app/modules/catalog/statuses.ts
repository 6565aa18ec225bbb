// The catalogue vocabulary: product statuses, media kinds, option input types, shipping units, the default incoterm.
// Plain values shared by the database schema (app/db/schema/catalog.ts), the server and the browser.

export const PRODUCT_STATUSES = ["draft", "published", "archived"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const MEDIA_KINDS = ["image", "video"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const OPTION_INPUT_TYPES = ["select", "radio", "checkbox"] as const;
export type OptionInputType = (typeof OPTION_INPUT_TYPES)[number];

export const DEFAULT_INCOTERM = "CNF Papeete";

/** What a product travels in (DESIGN.md ruling 11); same list as SHIPPING_UNITS in modules/catalog/pricing.ts. */
export const PRODUCT_SHIPPING_UNITS = ["pallet", "container_20", "container_40", "parcel"] as const;

// The translation keys, read from the French catalogs (app/locales/fr/*.json, the reference language): `t()` takes
// a key of one of them, as `key.nested` (of the namespace the translator was made for) or `namespace:key.nested`,
// so a mistyped key fails `npm run typecheck` instead of rendering itself on the page. Plural forms (`_one`,
// `_other`, `_zero` …) are called by their stem. A key computed at run time (typed `string` or a template with a
// `string` part) is not checked. Types only: nothing here reaches a bundle.

/* eslint-disable @typescript-eslint/consistent-type-imports -- `typeof import()` of the JSON files: a type only,
   never an import that bundles them (the one runtime reader is app/locales/resources.server.ts). */
/** Each namespace's French catalog (the list is checked against the folder by catalog-keys.test.ts). */
export type FrenchCatalogs = {
  admin: typeof import("../../locales/fr/admin.json");
  "admin-customers": typeof import("../../locales/fr/admin-customers.json");
  "admin-dashboard": typeof import("../../locales/fr/admin-dashboard.json");
  "admin-documents": typeof import("../../locales/fr/admin-documents.json");
  "admin-editor": typeof import("../../locales/fr/admin-editor.json");
  "admin-leads": typeof import("../../locales/fr/admin-leads.json");
  "admin-media": typeof import("../../locales/fr/admin-media.json");
  "admin-orders": typeof import("../../locales/fr/admin-orders.json");
  "admin-payments": typeof import("../../locales/fr/admin-payments.json");
  "admin-products": typeof import("../../locales/fr/admin-products.json");
  "admin-settings": typeof import("../../locales/fr/admin-settings.json");
  auth: typeof import("../../locales/fr/auth.json");
  cgv: typeof import("../../locales/fr/cgv.json");
  common: typeof import("../../locales/fr/common.json");
  "customs-documents": typeof import("../../locales/fr/customs-documents.json");
  devis: typeof import("../../locales/fr/devis.json");
  documents: typeof import("../../locales/fr/documents.json");
  editor: typeof import("../../locales/fr/editor.json");
  forms: typeof import("../../locales/fr/forms.json");
  home: typeof import("../../locales/fr/home.json");
  importer: typeof import("../../locales/fr/importer.json");
  mail: typeof import("../../locales/fr/mail.json");
  pagination: typeof import("../../locales/fr/pagination.json");
  payment: typeof import("../../locales/fr/payment.json");
  portal: typeof import("../../locales/fr/portal.json");
  product: typeof import("../../locales/fr/product.json");
  shipments: typeof import("../../locales/fr/shipments.json");
  shop: typeof import("../../locales/fr/shop.json");
  tracking: typeof import("../../locales/fr/tracking.json");
};
/* eslint-enable @typescript-eslint/consistent-type-imports */

export type Namespace = keyof FrenchCatalogs;

/** A namespace's catalog object (the JSON's content, not its module wrapper). */
export type FrenchCatalog<N extends Namespace> = FrenchCatalogs[N] extends { default: infer Content }
  ? Content
  : FrenchCatalogs[N];

type PluralStem<Key extends string> = Key extends `${infer Stem}_${"zero" | "one" | "two" | "few" | "many" | "other"}`
  ? Stem | Key
  : Key;

/** 'a.b.c' for every string leaf of a catalog (its stem too for a plural form). */
type KeyPaths<Node> = {
  [Key in keyof Node & string]: Node[Key] extends string
    ? PluralStem<Key>
    : Node[Key] extends Record<string, unknown>
      ? `${Key}.${KeyPaths<Node[Key]>}`
      : never;
}[keyof Node & string];

/** The keys of one namespace. */
export type NamespaceKey<N extends Namespace> = KeyPaths<FrenchCatalog<N>>;

/** Every key of every catalog, bare or prefixed with its namespace. */
export type TranslationKey = { [N in Namespace]: NamespaceKey<N> | `${N}:${NamespaceKey<N>}` }[Namespace];

/**
 * A key as `t()` accepts it: a literal (or a union of literals) must be a TranslationKey; a key known only at run
 * time (`string`, `status.${string}`) passes, as the catalogs cannot tell.
 */
export type CheckedKey<Key extends string> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  {} extends Record<Key, 1> ? Key : Key extends TranslationKey ? Key : never;

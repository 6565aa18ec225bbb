import { useState } from "react";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { SearchPicker } from "../search-picker.tsx";

/**
 * A catalogue product a line's picker offers: picking it sets the line's description (the title, with the chosen
 * options for an order's product) and its price in the document's currency (none for a product 'Sur devis').
 */
export type LineProduct = {
  slug: string;
  title: string;
  description?: string;
  prices: Partial<Record<string, string>>;
};

/** A supplier as the purchase order's picker shows it (GET /admin/suppliers/search). */
export type PickedSupplier = { id: string; name: string; email: string | null };

type ProductPickerProps = {
  value: LineProduct | null;
  onChange: (product: LineProduct | null) => void;
  /** 'sale' fills the selling price (quotes, invoices), 'purchase' the purchase price (purchase orders). */
  price: "sale" | "purchase";
  /** The accessible name ('Produit — Ligne 2'). */
  label: string;
};

/** A document line's catalogue product, searched by title or slug on the server (GET /admin/products/search). */
export function ProductPicker({ value, onChange, price, label }: ProductPickerProps) {
  const { t } = useTranslation("admin-documents");
  return (
    <SearchPicker
      isCompact
      value={value}
      onChange={onChange}
      label={label}
      inputData={{ "data-field": "product" }}
      searchUrl={(query) => `/admin/products/search?price=${price}&q=${encodeURIComponent(query)}`}
      resultsOf={(data) => (data as { products?: LineProduct[] }).products ?? []}
      itemKey={(product) => product.slug}
      itemLabel={(product) => product.title}
      itemDetail={(product) => product.slug}
      texts={{
        placeholder: t("picker.productPlaceholder"),
        results: t("picker.productResults"),
        none: t("picker.productNone"),
        chosen: t("picker.productChosen"),
        clear: t("picker.change"),
      }}
    />
  );
}

type SupplierPickerProps = {
  /** The supplier the purchase order names, or null. */
  defaultSupplier: PickedSupplier | null;
  /** The hidden field carrying the chosen id ('' for none). */
  name: string;
};

/** A purchase order's supplier, searched by name or email on the server (GET /admin/suppliers/search). */
export function SupplierPicker({ defaultSupplier, name }: SupplierPickerProps) {
  const { t } = useTranslation("admin-documents");
  const [supplier, setSupplier] = useState(defaultSupplier);
  return (
    <SearchPicker
      value={supplier}
      onChange={setSupplier}
      name={name}
      label={t("purchaseOrders.supplier")}
      searchUrl={(query) => `/admin/suppliers/search?q=${encodeURIComponent(query)}`}
      resultsOf={(data) => (data as { suppliers?: PickedSupplier[] }).suppliers ?? []}
      itemKey={(one) => one.id}
      itemLabel={(one) => one.name}
      itemDetail={(one) => one.email}
      texts={{
        placeholder: t("picker.supplierPlaceholder"),
        results: t("picker.supplierResults"),
        none: t("picker.supplierNone"),
        chosen: t("picker.supplierChosen"),
        clear: t("picker.change"),
      }}
    />
  );
}

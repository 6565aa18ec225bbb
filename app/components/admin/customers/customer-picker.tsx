import { href } from "react-router";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { SearchPicker } from "../search-picker.tsx";

/** A customer as the picker shows and returns it (GET /admin/customers/search). */
export type PickedCustomer = { id: string; email: string; name: string | null; company: string | null };

type CustomerPickerProps = {
  /** The chosen customer, or null. */
  value: PickedCustomer | null;
  onChange: (customer: PickedCustomer | null) => void;
  /** Given, a hidden input of that name carries the chosen id, so a plain form sends it. */
  name?: string;
  /** The visible label of the search box. */
  label?: string;
};

/**
 * The search picker on the customers: by name, email or company, as the administrator types. For the documents
 * desk's quote and invoice editors.
 */
export function CustomerPicker({ value, onChange, name, label }: CustomerPickerProps) {
  const { t } = useTranslation("admin-customers");
  return (
    <SearchPicker
      value={value}
      onChange={onChange}
      name={name}
      label={label ?? t("picker.label")}
      searchUrl={(query) => `${href("/admin/customers/search")}?q=${encodeURIComponent(query)}`}
      resultsOf={(data) => (data as { customers?: PickedCustomer[] }).customers ?? []}
      itemKey={(customer) => customer.id}
      itemLabel={(customer) => [customer.name, customer.company].filter(Boolean).join(" · ") || customer.email}
      itemDetail={(customer) => customer.email}
      texts={{
        placeholder: t("picker.placeholder"),
        results: t("picker.results"),
        none: t("picker.none"),
        chosen: t("picker.chosen"),
        clear: t("picker.clear"),
      }}
    />
  );
}

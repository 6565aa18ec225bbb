import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { cn } from "../../ui/cn.ts";
import { Input } from "../../ui/input.tsx";
import { Spinner } from "../../ui/spinner.tsx";

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
 * A combobox searching customers by name, email or company as the administrator types (from 2 characters, a short
 * pause between requests); arrow keys move, Enter picks, Escape closes. For the documents desk's quote and invoice
 * editors.
 */
export function CustomerPicker({ value, onChange, name, label }: CustomerPickerProps) {
  const { t } = useTranslation("admin-customers");
  const fetcher = useFetcher<{ customers: PickedCustomer[] }>();
  const [text, setText] = useState("");
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const inputId = useId();
  const { load } = fetcher;
  useEffect(() => {
    const query = text.trim();
    if (query.length < 2) return;
    const timer = setTimeout(() => void load(`/admin/customers/search?q=${encodeURIComponent(query)}`), 200);
    return () => clearTimeout(timer);
  }, [text, load]);
  const results = text.trim().length >= 2 ? (fetcher.data?.customers ?? []) : [];
  const pick = (customer: PickedCustomer) => {
    onChange(customer);
    setText("");
    setIsOpen(false);
  };
  const describe = (customer: PickedCustomer) =>
    [customer.name, customer.company].filter(Boolean).join(" · ") || customer.email;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label ?? t("picker.label")}
      </label>
      {name ? <input type="hidden" name={name} value={value?.id ?? ""} /> : null}
      {value ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>
            {t("picker.chosen")} <strong className="font-medium text-slate-900">{describe(value)}</strong> (
            {value.email})
          </span>
          <button type="button" className="text-brand-700 hover:underline" onClick={() => onChange(null)}>
            {t("picker.clear")}
          </button>
        </p>
      ) : null}
      <div className="relative">
        <Input
          id={inputId}
          type="search"
          role="combobox"
          aria-expanded={isOpen && results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={isOpen && results[active] ? `${listId}-${active}` : undefined}
          placeholder={t("picker.placeholder")}
          value={text}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            setIsOpen(true);
            setActive(0);
          }}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown") setActive((index) => Math.min(index + 1, results.length - 1));
            else if (event.key === "ArrowUp") setActive((index) => Math.max(index - 1, 0));
            else if (event.key === "Escape") setIsOpen(false);
            else if (event.key === "Enter" && isOpen && results[active]) pick(results[active]);
            else return;
            event.preventDefault();
          }}
        />
        {fetcher.state === "loading" ? <Spinner className="absolute top-2.5 right-2.5 size-4" /> : null}
        {isOpen && text.trim().length >= 2 ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={t("picker.results")}
            className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg"
          >
            {results.length === 0 && fetcher.state === "idle" ? (
              <li className="px-2 py-1.5 text-slate-500">{t("picker.none")}</li>
            ) : null}
            {results.map((customer, index) => (
              // The keys are the combobox's (arrows and Enter on the input, aria-activedescendant), as ARIA's pattern says.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={customer.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={cn(
                  "cursor-pointer rounded-sm px-2 py-1.5",
                  index === active && "bg-brand-50 text-brand-800",
                )}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(customer)}
                onMouseEnter={() => setActive(index)}
              >
                <span className="block font-medium">{describe(customer)}</span>
                <span className="block text-xs text-slate-500">{customer.email}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

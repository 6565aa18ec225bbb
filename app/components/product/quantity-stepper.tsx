import { Minus, Plus } from "lucide-react";
import { useId, useState, type MouseEvent } from "react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { useLocation } from "react-router";

type QuantityStepperProps = {
  qty: number;
  onChange: (qty: unknown) => void;
  /** `?…` of the page for another quantity, used by the links that work without JavaScript. */
  searchFor: (qty: number, base: URLSearchParams) => string;
  formId: string;
};

/** Quantity, minimum 1 (storefront §2, §5). The − and + are links to the same page with the new quantity. */
export function QuantityStepper({ qty, onChange, searchFor, formId }: QuantityStepperProps) {
  const { t } = useTranslation("product");
  const id = useId();
  // What the visitor is typing: an empty or invalid entry stays on screen until the field loses focus.
  const [draft, setDraft] = useState(String(qty));
  const [shownQty, setShownQty] = useState(qty);
  if (shownQty !== qty) {
    setShownQty(qty);
    setDraft(String(qty));
  }
  const location = useLocation();
  const base = new URLSearchParams(location.search);
  const href = (value: number) => `${location.pathname}${searchFor(value, base)}`;
  const step = (value: number) => (event: MouseEvent) => {
    event.preventDefault();
    onChange(Math.max(1, value));
  };
  const buttonClass =
    "flex size-10 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-800 hover:bg-slate-100";
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t("panel.quantity")}
      </label>
      <div className="mt-1 flex items-center gap-2">
        {qty > 1 ? (
          <a href={href(qty - 1)} onClick={step(qty - 1)} className={buttonClass} aria-label={t("panel.decrease")} rel="nofollow">
            <Minus aria-hidden="true" className="size-4" />
          </a>
        ) : (
          <span className={`${buttonClass} cursor-not-allowed opacity-40`} aria-hidden="true">
            <Minus className="size-4" />
          </span>
        )}
        <input
          id={id}
          name="qty"
          form={formId}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (/^\d+$/.test(event.target.value) && Number(event.target.value) >= 1) onChange(Number(event.target.value));
          }}
          onBlur={() => setDraft(String(qty))}
          className="h-10 w-20 rounded-md border border-slate-300 text-center text-base font-semibold"
        />
        <a href={href(qty + 1)} onClick={step(qty + 1)} className={buttonClass} aria-label={t("panel.increase")} rel="nofollow">
          <Plus aria-hidden="true" className="size-4" />
        </a>
      </div>
    </div>
  );
}

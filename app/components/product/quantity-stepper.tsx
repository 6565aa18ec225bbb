import { Minus, Plus } from "lucide-react";
import { useId } from "react";
import { MAX_ORDER_QUANTITY } from "../../modules/catalog/pricing.ts";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { HOOKS, hook } from "../../behaviours/hooks.ts";

type QuantityStepperProps = {
  qty: number;
  /** This page's address for another quantity (same options): the − and + are links that work without JavaScript. */
  hrefFor: (qty: number) => string;
  formId: string;
};

const OFF_CLASS = "pointer-events-none opacity-40";
const STEP_CLASS =
  "flex size-10 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-800 hover:bg-slate-100";

/**
 * Quantity, minimum 1 (storefront §2, §5). The page's script (behaviour/configurator.ts) makes the links and the
 * field change the totals in place; `data-step` is how much a link adds.
 */
export function QuantityStepper({ qty, hrefFor, formId }: QuantityStepperProps) {
  const { t } = useTranslation("product");
  const id = useId();
  const isAtMinimum = qty <= 1;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t("panel.quantity")}
      </label>
      <div className="mt-1 flex items-center gap-2">
        {/* At 1 the − link is shown as off: out of the tab order and hidden from assistive technologies. */}
        <a
          href={hrefFor(Math.max(1, qty - 1))}
          {...hook(HOOKS.quantityStep, "-1")}
          aria-hidden={isAtMinimum || undefined}
          tabIndex={isAtMinimum ? -1 : undefined}
          className={`${STEP_CLASS} ${isAtMinimum ? OFF_CLASS : ""}`}
          aria-label={t("panel.decrease")}
          rel="nofollow"
        >
          <Minus aria-hidden="true" className="size-4" />
        </a>
        <input
          id={id}
          name="qty"
          form={formId}
          {...hook(HOOKS.quantity)}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ORDER_QUANTITY}
          step={1}
          defaultValue={qty}
          className="h-10 w-20 rounded-md border border-slate-300 text-center text-base font-semibold"
        />
        <a
          href={hrefFor(Math.min(MAX_ORDER_QUANTITY, qty + 1))}
          {...hook(HOOKS.quantityStep, "1")}
          className={STEP_CLASS}
          aria-label={t("panel.increase")}
          rel="nofollow"
        >
          <Plus aria-hidden="true" className="size-4" />
        </a>
      </div>
    </div>
  );
}

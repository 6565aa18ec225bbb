import type { ReactNode } from "react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import type { ProductSheet } from "../../modules/catalog/get-product-sheet.server.ts";
import type { DisplayRate } from "../../modules/catalog/pricing.ts";
import type { ConfigurationView } from "./configuration-view.ts";
import { QuantityStepper } from "./quantity-stepper.tsx";
import { HOOKS, hook } from "../../behaviours/hooks.ts";

type ProductSidePanelProps = {
  product: Pick<ProductSheet, "title" | "subtitle" | "incoterm" | "leadtime" | "price">;
  qty: number;
  view: ConfigurationView;
  hrefFor: (qty: number) => string;
  display: DisplayRate;
  formId: string;
  /** The card-payment button, shown when the product has a price. */
  cardPayment?: ReactNode;
};

/**
 * Title, quantity, prices, terms and the call to the form (storefront §2 Product sheet, side panel). The figures
 * carry `data-out` names: the page's script writes them again when the configuration changes.
 */
export function ProductSidePanel({ product, qty, view, hrefFor, display, formId, cardPayment }: ProductSidePanelProps) {
  const { t } = useTranslation("product");
  const { price } = product;
  return (
    <aside
      aria-labelledby="product-title"
      className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h1 id="product-title" className="text-2xl font-bold text-brand-800 sm:text-3xl">
          {product.title}
        </h1>
        {product.subtitle ? <p className="mt-2 text-slate-600">{product.subtitle}</p> : null}
      </div>

      <QuantityStepper qty={qty} hrefFor={hrefFor} formId={formId} />
      <noscript>
        <button
          type="submit"
          form={formId}
          className="rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-700"
        >
          {t("panel.update")}
        </button>
      </noscript>

      <dl className="divide-y divide-slate-100 text-sm" aria-live="polite">
        {price.isOnQuote ? (
          <Row label={t("panel.price")} value={t("onQuote")} isStrong />
        ) : (
          <>
            <Row label={t("panel.unitPrice")} value={view.unit} out="unit" />
            <div
              className="flex items-baseline justify-between gap-4 py-2"
              {...hook(HOOKS.row, "subtotal")}
              hidden={view.subtotalLabel === null}
            >
              <dt className="text-slate-600" {...hook(HOOKS.out, "subtotal-label")}>
                {view.subtotalLabel}
              </dt>
              <dd className="font-medium text-slate-800" {...hook(HOOKS.out, "subtotal")}>
                {view.subtotal}
              </dd>
            </div>
            {price.freightXpf > 0 ? (
              <Row
                label={t(price.shippingMode === "aerien" ? "panel.freightAir" : "panel.freightSea")}
                value={view.freight}
                out="freight"
              />
            ) : null}
            <Row label={t("panel.total")} value={view.total} out="total" isStrong />
          </>
        )}
        <Row label={t("panel.incoterm")} value={product.incoterm || "CNF Papeete"} />
        <Row label={t("panel.leadtime")} value={product.leadtime || t("onQuote")} />
      </dl>
      {price.isOnQuote ? null : (
        <p className="text-sm text-slate-700" {...hook(HOOKS.out, "rounding")} hidden={view.rounding === null}>
          {view.rounding}
        </p>
      )}
      <p className="text-xs text-slate-500">
        {display.currency === "XPF"
          ? t("panel.rateNote")
          : t("panel.rateNoteIndicative", { currency: display.currency, rate: display.xpfPerUnit })}
      </p>
      <p
        role="alert"
        className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
        {...hook(HOOKS.out, "too-many")}
        hidden={view.tooMany === null}
      >
        {view.tooMany}
      </p>

      {price.isOnQuote ? null : (
        <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800" {...hook(HOOKS.out, "shipping")}>
          {view.shipping}
        </p>
      )}

      <div className="flex flex-col gap-3">
        <a
          href="#commande"
          className="inline-flex items-center justify-center rounded-md bg-coral-600 px-5 py-3 text-center font-semibold text-white hover:bg-coral-500"
        >
          {price.isOnQuote ? t("panel.ctaNoPrice") : t("panel.ctaWithPrice")}
        </a>
        {!price.isOnQuote ? cardPayment : null}
      </div>
      <p className="text-xs text-slate-600">{t("panel.taxesNote")}</p>
    </aside>
  );
}

function Row({
  label,
  value,
  out,
  isStrong = false,
}: {
  label: string;
  value: string;
  out?: string;
  isStrong?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd
        className={isStrong ? "text-lg font-bold text-slate-900" : "font-medium text-slate-800"}
        {...hook(HOOKS.out, out)}
      >
        {value}
      </dd>
    </div>
  );
}

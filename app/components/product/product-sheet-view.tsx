import { ArrowLeft } from "lucide-react";
import { useActionData, useLocation } from "react-router";
import { useTranslation } from "../../modules/i18n/react.tsx";
import type { ProductSheet } from "../../modules/catalog/get-product-sheet.server.ts";
import { formatXpfForDisplay, MAX_ORDER_QUANTITY, type DisplayRate } from "../../modules/catalog/pricing.ts";
import { buildConfigurationSearch, type OptionSelections } from "../../modules/catalog/product-options.ts";
import type { LocaleResources } from "../../modules/i18n/i18n.ts";
import { LOCALE_TAGS } from "../../modules/i18n/locales.ts";
import { LocaleLink, useLocale } from "../locale-link.tsx";
import { CardPaymentDialog } from "../payment/card-payment-dialog.tsx";
import { viewConfiguration, type ConfiguratorModel } from "./configuration-view.ts";
import { ProductDescription, ProductFaq, ProductNotice, ProductSpecs } from "./product-details.tsx";
import { ProductGallery } from "./product-gallery.tsx";
import { ProductOptionsCard } from "./product-options-card.tsx";
import { ProductRequestForm, type ProductRequestActionData } from "./product-request-form.tsx";
import { PRODUCT_SHEET_DATA_ID, serializeSheetData } from "./product-sheet-data.ts";
import { ProductSidePanel } from "./product-side-panel.tsx";
import { HOOKS, hook } from "../../behaviours/hooks.ts";
import type { FormConstraint } from "../forms/form-constraint.ts";
import { isProductPublic } from "../../modules/catalog/product-visibility.ts";

/** The GET form the quantity and option fields belong to (without JavaScript, it recomputes on the server). */
const CONFIGURATOR_FORM = "configurator";

export type ProductSheetViewProps = {
  product: ProductSheet;
  display: DisplayRate;
  /** The card payment's currency and rate (settings). */
  charge: DisplayRate;
  qty: number;
  selections: OptionSelections;
  constraint: FormConstraint;
  /** The card payment's checks (CardPaymentSchema), for its email field. */
  cardConstraint: FormConstraint;
  strings: LocaleResources;
};

/**
 * The product sheet (storefront §2): rendered on the server only (decision 007); the JSON block and the `data-*`
 * hooks are what its script (behaviour/product-sheet.script.ts) works with.
 */
export function ProductSheetView({
  product,
  display,
  charge,
  qty,
  selections,
  constraint,
  cardConstraint,
  strings,
}: ProductSheetViewProps) {
  const { t } = useTranslation("product");
  const actionData = useActionData() as ProductRequestActionData | undefined;
  const location = useLocation();
  const locale = useLocale();
  const model: ConfiguratorModel = {
    options: product.options,
    baseXpf: product.price.baseXpf,
    freightXpf: product.price.freightXpf,
    shipping: product.price.shipping,
    isOnQuote: product.price.isOnQuote,
    display,
    charge,
    localeTag: LOCALE_TAGS[locale],
  };
  const view = viewConfiguration(model, qty, selections, t);
  const shownQty = view.quantity;
  const base = new URLSearchParams(location.search);
  const searchFor = (quantity: number) => buildConfigurationSearch(base, product.options, quantity, selections);
  const hrefFor = (quantity: number) => `${location.pathname}${searchFor(Math.min(quantity, MAX_ORDER_QUANTITY))}`;
  const categoryPath = product.categoryKey ? `/shop/${product.categoryKey}` : "/shop";
  const isPreview = !isProductPublic(product.status, product.isActive);
  return (
    <main className="bg-sand-50" {...hook(HOOKS.productSheet)}>
      <script
        type="application/json"
        id={PRODUCT_SHEET_DATA_ID}
        dangerouslySetInnerHTML={{ __html: serializeSheetData({ locale, model, strings }) }}
      />
      <form id={CONFIGURATOR_FORM} method="get" action={location.pathname} {...hook(HOOKS.configurator)}>
        {base.get("draft") === "1" ? <input type="hidden" name="draft" value="1" /> : null}
      </form>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
        <LocaleLink
          to={categoryPath}
          className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {product.categoryName ? t("backToCategory", { name: product.categoryName }) : t("backToShop")}
        </LocaleLink>
        {isPreview ? (
          <p className="mt-3 flex flex-wrap items-center gap-2 rounded-md bg-amber-100 px-4 py-2 text-sm text-amber-900">
            {product.status === "draft" ? (
              <strong className="rounded bg-amber-900 px-1.5 py-0.5 text-xs text-amber-50">{t("previewDraft")}</strong>
            ) : null}
            {t("previewNotice")}
          </p>
        ) : null}
        <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_400px]">
          <ProductGallery media={product.media} title={product.title} />
          <ProductSidePanel
            product={product}
            qty={shownQty}
            view={view}
            hrefFor={hrefFor}
            display={display}
            formId={CONFIGURATOR_FORM}
            cardPayment={
              <CardPaymentDialog
                productSlug={product.slug}
                productTitle={product.title}
                quantity={view.requested}
                selections={selections}
                view={view}
                constraint={cardConstraint}
              />
            }
          />
        </div>
        {/* Below the first screen: laid out when it comes near the viewport (content-visibility), not while the page
            loads on a phone; the sizes are first guesses the browser then remembers. */}
        <div className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-8 [contain-intrinsic-size:auto_1500px] [content-visibility:auto] lg:grid-cols-[minmax(0,1fr)_400px]">
          <div className="flex min-w-0 flex-col gap-10">
            <ProductSpecs specs={product.specs} />
            <ProductDescription html={product.descriptionHtml} />
            <ProductFaq faq={product.faq} />
          </div>
          <div className="flex flex-col gap-8">
            <ProductOptionsCard
              options={product.options}
              selections={selections}
              view={view}
              money={(amountXpf) => formatXpfForDisplay(amountXpf, display, model.localeTag)}
              isOnQuote={product.price.isOnQuote}
              formId={CONFIGURATOR_FORM}
            />
          </div>
        </div>
        <div className="mt-10 flex flex-col gap-8 [contain-intrinsic-size:auto_1400px] [content-visibility:auto]">
          <ProductRequestForm
            actionData={actionData}
            constraint={constraint}
            action={hrefFor(shownQty)}
            qty={view.requested}
            selections={selections}
            canOrder={!product.price.isOnQuote}
            summary={view.summary}
          />
          <ProductNotice />
          <LocaleLink
            to={categoryPath}
            className="inline-flex w-fit items-center gap-2 rounded-md border border-brand-700 px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {product.categoryName ? t("backToCategory", { name: product.categoryName }) : t("backToShop")}
          </LocaleLink>
        </div>
      </div>
    </main>
  );
}

import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { data, redirect, useActionData, useLoaderData, useLocation } from "react-router";
import type { Route } from "./+types/product";
import { LocaleLink, useLocale } from "../../components/locale-link.tsx";
import { CardPaymentDialog } from "../../components/payment/card-payment-dialog.tsx";
import { viewConfiguration, type ConfiguratorModel } from "../../components/product/configuration-view.ts";
import { ProductDescription, ProductFaq, ProductNotice, ProductSpecs } from "../../components/product/product-details.tsx";
import { ProductGallery } from "../../components/product/product-gallery.tsx";
import { ProductOptionsCard } from "../../components/product/product-options-card.tsx";
import { ProductRequestForm, type ProductRequestActionData } from "../../components/product/product-request-form.tsx";
import { pickScriptStrings, PRODUCT_SHEET_DATA_ID, serializeSheetData } from "../../components/product/product-sheet-data.ts";
import { ProductSidePanel } from "../../components/product/product-side-panel.tsx";
import { staticPageHandle } from "../../components/static-page/static-page-context.tsx";
import { getLocaleResources } from "../../locales/resources.server.ts";
import { getRequestInfo, getServices } from "../../context.server.ts";
import { getClientIp } from "../../modules/abuse/client-ip.server.ts";
import { getAdminUser } from "../../modules/auth/admin-guard.server.ts";
import { getProductSheet, type ProductSheet } from "../../modules/catalog/get-product-sheet.server.ts";
import { buildProductJsonLd } from "../../modules/catalog/product-json-ld.ts";
import { buildConfigurationSearch, readOptionSelections, type OptionSelections } from "../../modules/catalog/product-options.ts";
import { ProductRequestSchema } from "../../modules/catalog/product-request-schema.ts";
import { getProductT } from "../../modules/catalog/product-text.server.ts";
import { formatXpfForDisplay, normalizeQuantity, type DisplayRate } from "../../modules/catalog/pricing.ts";
import type { LocaleResources } from "../../modules/i18n/i18n.ts";
import { isLocale, LOCALE_TAGS, localePath, type Locale } from "../../modules/i18n/locales.ts";
import { imageVariants } from "../../modules/media/image-variants.ts";
import { submitProductRequest } from "../../modules/sales/submit-product-request.server.ts";
import { redirectWithToast } from "../../modules/toast/toast.server.ts";
import { getMetaText } from "../../modules/seo/meta-text.ts";
import { buildPageMeta, getAbsoluteUrl, getCanonicalUrl, getSeoInfo } from "../../modules/seo/seo.ts";
import { getSettings } from "../../modules/settings/settings.server.ts";

const CONFIGURATOR_FORM = "configurator";

// Served without React, with the product sheet's own script (decision 007).
export const handle = staticPageHandle("product-sheet");

/**
 * A product sheet is always a page load: reached by a link of a React page, the router hands the navigation to the
 * browser (a new history entry for a link, the current one for back and forward, where the address already moved).
 */
export function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  if (request.url === window.location.href) window.location.replace(request.url);
  else window.location.assign(request.url);
  return new Promise<never>(() => {});
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const product = loaderData?.product;
  if (!product || !loaderData.seo) {
    return buildPageMeta({ seo: undefined, title: getMetaText(matches, "product:meta.notFoundTitle"), description: getMetaText(matches, "product:notFound"), isNoIndex: true });
  }
  const { seo } = loaderData;
  const images = product.media.filter((m) => m.kind === "image").map((m) => getAbsoluteUrl(seo, imageVariants(m.url).src));
  const jsonLd = buildProductJsonLd({
    title: product.title,
    subtitle: product.subtitle,
    descriptionHtml: product.descriptionHtml,
    url: getCanonicalUrl(seo),
    imageUrls: images,
    priceXpf: product.price.priceXpf,
    isAvailable: product.isActive && product.status === "published",
    sku: product.slug,
  });
  return [
    ...buildPageMeta({
      seo,
      title: getMetaText(matches, "product:meta.title", { title: product.title }),
      description: product.subtitle || getMetaText(matches, "product:meta.description", { title: product.title }),
      image: images[0] ?? null,
      imageAlt: product.media[0]?.alt,
      type: "product",
      isNoIndex: product.status !== "published",
    }),
    { "script:ld+json": jsonLd },
  ];
};

function getLocale(lang: string | undefined): Locale | null {
  if (lang === undefined) return "fr";
  return lang !== "fr" && isLocale(lang) ? lang : null;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const url = new URL(request.url);
  const locale = getLocale(params.lang) ?? "fr";
  const settings = await getSettings(db);
  // `?draft=1` previews a draft, for the administrator only (storefront §2).
  const isPreview = url.searchParams.get("draft") === "1" && (await getAdminUser(request, context)) !== null;
  const product = await getProductSheet(db, { slug: params.slug, xpfPerUsd: settings.xpf_per_usd, isPreview });
  const seo = getSeoInfo(request, env.PUBLIC_URL);
  if (!product) return data({ product: null, seo, display: settings.display_rates[locale], qty: 1, selections: {} }, { status: 404 });
  return {
    product,
    seo,
    display: settings.display_rates[locale],
    qty: normalizeQuantity(url.searchParams.get("qty") ?? 1),
    selections: readOptionSelections(product.options, url.searchParams),
    constraint: getZodConstraint(ProductRequestSchema),
    strings: pickScriptStrings(getLocaleResources(locale)),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = getLocale(params.lang);
  if (!locale) throw new Response("Not Found", { status: 404 });
  const { db, env } = getServices(context);
  const { logger } = getRequestInfo(context);
  const t = getProductT(locale);
  const formData = await request.formData();
  const fail = (status: number, title: string, description: string, reply = parseWithZod(formData, { schema: ProductRequestSchema }).reply({ formErrors: [] })) =>
    data<ProductRequestActionData>({ reply, message: { type: "error", title, description } }, { status });
  try {
    const result = await submitProductRequest(db, {
      formData,
      productSlug: params.slug,
      lang: locale,
      // The HTTP server may hand over the resolved address (tests do); otherwise headers decide (client-ip.server.ts).
      clientIp: getClientIp(request, { clientIp: (getRequestInfo(context) as { clientIp?: string }).clientIp }),
      env,
    });
    switch (result.kind) {
      case "invalid":
        return result.isMissingRequired
          ? fail(400, t("form.missingTitle"), t("form.missingText"), result.reply)
          : fail(400, t("form.errorTitle"), t("form.invalidText"), result.reply);
      case "rate-limited":
        return fail(429, t("form.errorTitle"), t("form.rateLimited", { minutes: Math.ceil(result.retryAfterSeconds / 60) }));
      case "order-refused":
        return fail(result.code === "PRODUCT_NOT_FOUND" ? 404 : 400, t("form.errorTitle"), t(`form.orderErrors.${result.code}`, { labels: result.details.join(", ") }));
      case "order-created":
        return redirect(localePath(locale, `/checkout?orderId=${result.orderId}`));
      case "ignored":
      case "quote-sent": {
        // Back to the sheet (same configuration) with the message: a reload does not send the request again.
        const url = new URL(request.url);
        return redirectWithToast(env.SESSION_SECRET, `${url.pathname}${url.search}#commande`, {
          type: "success",
          title: t("form.quoteSentTitle"),
          description: t("form.quoteSentText"),
        });
      }
    }
  } catch (error) {
    logger.error({ err: error, slug: params.slug }, "product request failed");
    return fail(500, t("form.errorTitle"), t("form.genericError"));
  }
}

export default function ProductPage() {
  const loaderData = useLoaderData<typeof loader>();
  const { t } = useTranslation("product");
  if (!loaderData.product) {
    return (
      <main className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
        <h1 className="text-2xl font-semibold text-slate-900">{t("notFound")}</h1>
        <LocaleLink to="/shop" className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {t("backToShop")}
        </LocaleLink>
      </main>
    );
  }
  const { product, display, qty, selections, constraint, strings } = loaderData;
  return <ProductSheetView product={product} display={display} qty={qty} selections={selections} constraint={constraint} strings={strings} />;
}

type SheetProps = {
  product: ProductSheet;
  display: DisplayRate;
  qty: number;
  selections: OptionSelections;
  constraint: ReturnType<typeof getZodConstraint>;
  strings: LocaleResources;
};

function ProductSheetView({ product, display, qty, selections, constraint, strings }: SheetProps) {
  const { t } = useTranslation("product");
  const actionData = useActionData<typeof action>() as ProductRequestActionData | undefined;
  const location = useLocation();
  const locale = useLocale();
  const model: ConfiguratorModel = {
    slug: product.slug,
    categoryKey: product.categoryKey,
    options: product.options,
    baseXpf: product.price.baseXpf,
    freightXpf: product.price.freightXpf,
    isOnQuote: product.price.isOnQuote,
    display,
    localeTag: LOCALE_TAGS[locale],
  };
  const view = viewConfiguration(model, qty, selections, t);
  const base = new URLSearchParams(location.search);
  const searchFor = (quantity: number) => buildConfigurationSearch(base, product.options, quantity, selections);
  const hrefFor = (quantity: number) => `${location.pathname}${searchFor(quantity)}`;
  const categoryPath = product.categoryKey ? `/shop/${product.categoryKey}` : "/shop";
  const isPreview = product.status !== "published" || !product.isActive;
  return (
    <main className="bg-sand-50" data-product-sheet="">
      <script
        type="application/json"
        id={PRODUCT_SHEET_DATA_ID}
        dangerouslySetInnerHTML={{ __html: serializeSheetData({ locale, model, strings }) }}
      />
      <form id={CONFIGURATOR_FORM} method="get" action={location.pathname} data-configurator="">
        {base.get("draft") === "1" ? <input type="hidden" name="draft" value="1" /> : null}
      </form>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
        <LocaleLink to={categoryPath} className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {product.categoryName ? t("backToCategory", { name: product.categoryName }) : t("backToShop")}
        </LocaleLink>
        {isPreview ? <p className="mt-3 rounded-md bg-amber-100 px-4 py-2 text-sm text-amber-900">{t("previewNotice")}</p> : null}
        <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_400px]">
          <ProductGallery media={product.media} title={product.title} />
          <ProductSidePanel
            product={product}
            qty={qty}
            view={view}
            hrefFor={hrefFor}
            display={display}
            formId={CONFIGURATOR_FORM}
            cardPayment={<CardPaymentDialog productSlug={product.slug} quantity={qty} />}
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
            action={hrefFor(qty)}
            qty={qty}
            selections={selections}
            canOrder={!product.price.isOnQuote}
            summary={view.summary}
          />
          <ProductNotice />
          <LocaleLink to={categoryPath} className="inline-flex w-fit items-center gap-2 rounded-md border border-brand-700 px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {product.categoryName ? t("backToCategory", { name: product.categoryName }) : t("backToShop")}
          </LocaleLink>
        </div>
      </div>
    </main>
  );
}

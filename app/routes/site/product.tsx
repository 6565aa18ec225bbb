import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { data, redirect, useActionData, useLoaderData, useLocation } from "react-router";
import type { Route } from "./+types/product";
import { LocaleLink } from "../../components/locale-link.tsx";
import { CardPaymentDialog } from "../../components/payment/card-payment-dialog.tsx";
import { ProductDescription, ProductFaq, ProductNotice, ProductSpecs } from "../../components/product/product-details.tsx";
import { ProductGallery } from "../../components/product/product-gallery.tsx";
import { ProductOptionsCard } from "../../components/product/product-options-card.tsx";
import { ProductRequestForm, type ProductRequestActionData } from "../../components/product/product-request-form.tsx";
import { ProductSidePanel } from "../../components/product/product-side-panel.tsx";
import { useDisplayMoney } from "../../components/product/use-display-money.ts";
import { useProductConfiguration } from "../../components/product/use-product-configuration.ts";
import { getRequestInfo, getServices } from "../../context.server.ts";
import { getClientIp } from "../../modules/abuse/client-ip.server.ts";
import { getAdminUser } from "../../modules/auth/admin-guard.server.ts";
import { getProductSheet, type ProductSheet } from "../../modules/catalog/get-product-sheet.server.ts";
import { buildProductJsonLd } from "../../modules/catalog/product-json-ld.ts";
import { readOptionSelections, type OptionSelections } from "../../modules/catalog/product-options.ts";
import { ProductRequestSchema } from "../../modules/catalog/product-request-schema.ts";
import { getProductT } from "../../modules/catalog/product-text.server.ts";
import { normalizeQuantity, type DisplayRate } from "../../modules/catalog/pricing.ts";
import { isLocale, localePath, type Locale } from "../../modules/i18n/locales.ts";
import { imageVariants } from "../../modules/media/image-variants.ts";
import { submitProductRequest } from "../../modules/sales/submit-product-request.server.ts";
import { getMetaText } from "../../modules/seo/meta-text.ts";
import { buildPageMeta, getAbsoluteUrl, getCanonicalUrl, getSeoInfo } from "../../modules/seo/seo.ts";
import { getSettings } from "../../modules/settings/settings.server.ts";

const CONFIGURATOR_FORM = "configurator";

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
    // The form's constraints come from the server, so the page does not download the schema to compute them.
    constraint: getZodConstraint(ProductRequestSchema),
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
    data<ProductRequestActionData>({ reply, message: { type: "error", title, description }, id: crypto.randomUUID() }, { status });
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
      case "quote-sent":
        return data<ProductRequestActionData>({
          reply: parseWithZod(formData, { schema: ProductRequestSchema }).reply({ resetForm: true }),
          message: { type: "success", title: t("form.quoteSentTitle"), description: t("form.quoteSentText") },
          id: crypto.randomUUID(),
        });
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
  const { product, display, qty, selections, constraint } = loaderData;
  return <ProductSheetView product={product} display={display} qty={qty} selections={selections} constraint={constraint} />;
}

type SheetProps = {
  product: ProductSheet;
  display: DisplayRate;
  qty: number;
  selections: OptionSelections;
  constraint: ReturnType<typeof getZodConstraint>;
};

function ProductSheetView({ product, display, qty, selections, constraint }: SheetProps) {
  const { t } = useTranslation("product");
  const actionData = useActionData<typeof action>() as ProductRequestActionData | undefined;
  const location = useLocation();
  const config = useProductConfiguration({ options: product.options, price: product.price, initialQty: qty, initialSelections: selections });
  const { money } = useDisplayMoney(display);
  const categoryPath = product.categoryKey ? `/shop/${product.categoryKey}` : "/shop";
  const formAction = `${location.pathname}${config.searchFor(config.qty, new URLSearchParams(location.search))}`;
  const isPreview = product.status !== "published" || !product.isActive;
  return (
    <main className="bg-sand-50">
      <form id={CONFIGURATOR_FORM} method="get" action={location.pathname}>
        {new URLSearchParams(location.search).get("draft") === "1" ? <input type="hidden" name="draft" value="1" /> : null}
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
            config={config}
            display={display}
            formId={CONFIGURATOR_FORM}
            cardPayment={<CardPaymentDialog productSlug={product.slug} quantity={config.qty} />}
          />
        </div>
        <div className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_400px]">
          <div className="flex min-w-0 flex-col gap-10">
            <ProductSpecs specs={product.specs} />
            <ProductDescription html={product.descriptionHtml} />
            <ProductFaq faq={product.faq} />
          </div>
          <div className="flex flex-col gap-8">
            <ProductOptionsCard options={product.options} config={config} display={display} isOnQuote={product.price.isOnQuote} formId={CONFIGURATOR_FORM} />
          </div>
        </div>
        <div className="mt-10 flex flex-col gap-8">
          <ProductRequestForm
            actionData={actionData}
            constraint={constraint}
            action={formAction}
            qty={config.qty}
            selections={config.selections}
            canOrder={!product.price.isOnQuote}
            summary={
              <p>
                {t("form.summary", { qty: config.qty })}
                {config.resolved.chosen.length > 0 ? ` · ${config.resolved.chosen.map((c) => `${c.label} : ${c.valueLabel}`).join(", ")}` : ""}
                {product.price.isOnQuote ? "" : ` · ${t("panel.total")} : ${money(config.totals.totalXpf)}`}
              </p>
            }
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

import { parseWithZod } from "@conform-to/zod/v4";
import { readPageSettings } from "../../modules/page-cache/page-data.server.ts";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { data, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/product";
import { LocaleLink } from "../../components/locale-link.tsx";
import type { ProductRequestActionData } from "../../components/product/product-request-form.tsx";
import { ProductSheetView } from "../../components/product/product-sheet-view.tsx";
import { getScriptStrings } from "../../components/product/script-strings.server.ts";
import { rememberOrder } from "../../modules/sales/order-viewers.server.ts";
import { publicPage } from "../../modules/routing/page-policy.ts";
import { loadAsDocument } from "../../components/static-page/static-page-context.tsx";
import { getRequestInfo, getServices } from "../../context.server.ts";
import { getClientIp } from "../../modules/abuse/client-ip.server.ts";
import { getAdminUser } from "../../modules/auth/admin-guard.server.ts";
import { getProductSheet } from "../../modules/catalog/get-product-sheet.server.ts";
import { buildProductJsonLd } from "../../modules/catalog/product-json-ld.ts";
import { readOptionSelections } from "../../modules/catalog/product-options.ts";
import { ProductRequestSchema } from "../../modules/catalog/product-request-schema.ts";
import { getProductT } from "../../modules/catalog/product-text.server.ts";
import { normalizeQuantity } from "../../modules/catalog/pricing.ts";
import { localePath } from "../../modules/i18n/locales.ts";
import { getFormConstraint } from "../../modules/forms/form-constraint.ts";
import { requirePageLocale } from "../../modules/i18n/page-locale.ts";
import { CardPaymentSchema } from "../../modules/payments/card-payment-schema.ts";
import { imageVariants } from "../../modules/media/image-variants.ts";
import { submitProductRequest } from "../../modules/sales/submit-product-request.server.ts";
import { redirectWithToast } from "../../modules/toast/toast.server.ts";
import { getMetaText } from "../../modules/seo/meta-text.ts";
import { buildPageMeta, getAbsoluteUrl, getCanonicalUrl, getSeoInfo } from "../../modules/seo/seo.ts";
import { getChargeRate, getDisplayRate } from "../../modules/settings/settings.server.ts";
import { passRetryAfter } from "../../modules/abuse/retry-after-header.ts";
import { readFormData } from "../../modules/security/read-form-data.server.ts";
import { appErrorMessage } from "../../modules/errors/app-error-response.server.ts";
import { isProductPublic } from "../../modules/catalog/product-visibility.ts";

// Served without React, with the product sheet's own script (decision 007).
export const handle = publicPage({
  cache: "shared",
  react: false,
  script: "product-sheet",
  namespaces: ["product", "forms", "payment"],
});

/** A product sheet is always a page load, so its script runs (loadAsDocument). */
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const product = loaderData?.product;
  if (!product || !loaderData.seo) {
    return buildPageMeta({
      seo: undefined,
      title: getMetaText(matches, "product:meta.notFoundTitle"),
      description: getMetaText(matches, "product:notFound"),
      isNoIndex: true,
    });
  }
  const { seo } = loaderData;
  const images = product.media
    .filter((m) => m.kind === "image")
    .map((m) => getAbsoluteUrl(seo, imageVariants(m.url).src));
  const jsonLd = buildProductJsonLd({
    title: product.title,
    subtitle: product.subtitle,
    descriptionHtml: product.descriptionHtml,
    url: getCanonicalUrl(seo),
    imageUrls: images,
    priceXpf: product.price.priceXpf,
    isAvailable: isProductPublic(product.status, product.isActive),
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

export const headers: Route.HeadersFunction = passRetryAfter;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const url = new URL(request.url);
  const locale = requirePageLocale(params);
  const settings = await readPageSettings(context);
  // `?draft=1` previews a draft, for the administrator only (storefront §2).
  const isPreview = url.searchParams.get("draft") === "1" && (await getAdminUser(request, context)) !== null;
  const product = await getProductSheet(db, { slug: params.slug, xpfPerUsd: settings.xpf_per_usd, isPreview, locale });
  const seo = getSeoInfo(request, env.PUBLIC_URL);
  const display = getDisplayRate(settings, locale);
  if (!product) return data({ product: null, seo, display, qty: 1, selections: {} }, { status: 404 });
  return {
    product,
    seo,
    display,
    charge: getChargeRate(settings),
    qty: normalizeQuantity(url.searchParams.get("qty") ?? 1),
    selections: readOptionSelections(product.options, url.searchParams),
    constraint: getFormConstraint(ProductRequestSchema),
    cardConstraint: getFormConstraint(CardPaymentSchema),
    strings: getScriptStrings(locale),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requirePageLocale(params);
  const { db, env } = getServices(context);
  const { logger } = getRequestInfo(context);
  const t = getProductT(locale);
  const formData = await readFormData(request);
  const fail = (
    status: number,
    title: string,
    description: string,
    reply = parseWithZod(formData, { schema: ProductRequestSchema }).reply({ formErrors: [] }),
    headers?: HeadersInit,
  ) => data<ProductRequestActionData>({ reply, message: { type: "error", title, description } }, { status, headers });
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
      case "invalid": {
        if (result.isMissingRequired) return fail(400, t("form.missingTitle"), t("form.missingText"), result.reply);
        const errors = result.reply.error ?? {};
        // Fields without a visible input of their own (quantity) or with a precise rule (terms) say what is wrong.
        const description = errors.qty
          ? t("form.orderErrors.QUANTITY_TOO_LARGE")
          : errors.acceptTerms
            ? t("form.errors.termsRequired")
            : t("form.invalidText");
        return fail(400, t("form.errorTitle"), description, result.reply);
      }
      case "rate-limited": {
        const text = t(result.scope === "email" ? "form.rateLimitedEmail" : "form.rateLimited", {
          minutes: Math.ceil(result.retryAfterSeconds / 60),
        });
        return fail(429, t("form.errorTitle"), text, undefined, { "Retry-After": String(result.retryAfterSeconds) });
      }
      case "order-refused":
        return fail(result.error.status, t("form.errorTitle"), appErrorMessage(result.error, locale));
      case "order-created":
        // This browser may see the buyer's details on the checkout page (order-viewers.server.ts).
        return redirect(localePath(locale, `/checkout?orderId=${result.orderId}`), {
          headers: { "Set-Cookie": await rememberOrder(request, env, result.orderId) },
        });
      case "ignored":
      case "quote-sent": {
        // Back to the sheet (same configuration) with the message: a reload does not send the request again.
        const url = new URL(request.url);
        return redirectWithToast(env, `${url.pathname}${url.search}#commande`, {
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
        <LocaleLink
          to="/shop"
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {t("backToShop")}
        </LocaleLink>
      </main>
    );
  }
  const { product, display, charge, qty, selections, constraint, cardConstraint, strings } = loaderData;
  return (
    <ProductSheetView
      product={product}
      display={display}
      charge={charge}
      qty={qty}
      selections={selections}
      constraint={constraint}
      cardConstraint={cardConstraint}
      strings={strings}
    />
  );
}

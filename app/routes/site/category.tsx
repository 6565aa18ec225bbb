import { useTranslation } from "../../modules/i18n/react.tsx";
import { data, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/category";
import { LocaleLink } from "../../components/locale-link.tsx";
import { ProductCard } from "../../components/shop/product-card.tsx";
import { Pager } from "../../components/site/pager.tsx";
import { requirePageLocale } from "../../modules/i18n/page-locale.ts";
import { getServices } from "../../context.server.ts";
import { listCategoryProducts } from "../../modules/catalog/list-category-products.server.ts";
import { CATEGORY_PAGE_SIZE, countPages, PAGE_PARAM, readPageNumber } from "../../modules/catalog/page-number.ts";
import { imageVariants } from "../../modules/media/image-variants.ts";
import { getMetaText } from "../../modules/seo/meta-text.ts";
import { buildPageMeta, getSeoInfo, pagedSeoInfo } from "../../modules/seo/seo.ts";
import { publicPage } from "../../modules/routing/page-policy.ts";

// Served without React's scripts (decision 006): nothing on this page needs more than its inline script.
export const handle = publicPage({ cache: "shared", react: false, namespaces: ["shop", "pagination"] });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const category = loaderData?.category;
  if (!category) {
    return buildPageMeta({
      seo: undefined,
      title: getMetaText(matches, "shop:meta.categoryNotFoundTitle"),
      description: getMetaText(matches, "shop:category.notFound"),
      isNoIndex: true,
    });
  }
  const { current, count } = loaderData.pages;
  // Page 2 and after say which page they are, so each page of the list has a title of its own.
  const name =
    current > 1
      ? `${category.name} – ${getMetaText(matches, "pagination:pageOf", { page: current, count })}`
      : category.name;
  return buildPageMeta({
    seo: loaderData.seo,
    title: getMetaText(matches, "common:meta.pageTitle", { heading: name }),
    description: getMetaText(matches, "shop:meta.categoryDescription", { name }),
    image: category.cover ? imageVariants(category.cover).src : null,
  });
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const url = new URL(request.url);
  // One page of cards at a time, its number in the URL (issue 19 item 2); a page that is not a plain number from 1
  // up, or past the last page, is not found. Page 1 has one address, without the parameter.
  const page = readPageNumber(url.searchParams);
  if (page === null) throw data(null, { status: 404 });
  if (page === 1 && url.searchParams.has(PAGE_PARAM)) throw redirect(url.pathname, 301);
  const category = await listCategoryProducts(db, {
    key: params.category,
    locale: requirePageLocale(params),
    page,
  });
  const seo = getSeoInfo(request, env.PUBLIC_URL);
  // Rendered inside the site layout, with the 404 status (issue 3 item 3).
  if (!category) return data({ category: null, seo, pages: { current: 1, count: 1 } }, { status: 404 });
  const count = countPages(category.total);
  if (page > count) throw data(null, { status: 404 });
  return { category, seo: pagedSeoInfo(seo, page, count), pages: { current: page, count } };
}

export default function Category() {
  const { category, pages } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["shop", "pagination"]);
  if (!category) {
    return (
      <main className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
        <h1 className="text-2xl font-semibold text-slate-900">{t("category.notFound")}</h1>
        <p className="text-slate-600">{t("category.notFoundText")}</p>
        <LocaleLink
          to="/shop"
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {t("category.backToShop")}
        </LocaleLink>
      </main>
    );
  }
  return (
    <main className="bg-sand-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <nav aria-label={t("category.breadcrumb")} className="text-sm text-slate-600">
          <LocaleLink to="/shop" className="underline-offset-2 hover:underline">
            {t("shop.title")}
          </LocaleLink>
          <span aria-hidden="true"> / </span>
          <span aria-current="page">{category.name}</span>
        </nav>
        <h1 className="mt-3 text-3xl font-bold text-brand-800 sm:text-4xl">{category.name}</h1>
        {category.products.length === 0 ? (
          <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <p className="text-lg text-slate-700">{t("category.empty")}</p>
            <LocaleLink
              to="/#contact"
              className="mt-5 inline-flex rounded-md bg-coral-600 px-5 py-3 font-semibold text-white hover:bg-coral-500"
            >
              {t("category.contact")}
            </LocaleLink>
          </div>
        ) : (
          <>
            {pages.count > 1 ? (
              <p className="mt-2 text-sm text-slate-600">
                {t("pagination:range", {
                  first: (pages.current - 1) * CATEGORY_PAGE_SIZE + 1,
                  last: (pages.current - 1) * CATEGORY_PAGE_SIZE + category.products.length,
                  total: category.total,
                })}
              </p>
            ) : null}
            <ul
              className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
              aria-label={t("category.listLabel", { name: category.name })}
            >
              {category.products.map((product, index) => (
                <ProductCard key={product.slug} product={product} isEager={index < 3} />
              ))}
            </ul>
            <Pager path={`/shop/${category.key}`} current={pages.current} count={pages.count} />
          </>
        )}
      </div>
    </main>
  );
}

import { useTranslation } from "../../modules/i18n/react.tsx";
import { useLoaderData } from "react-router";
import type { Route } from "./+types/shop";
import { LocaleLink } from "../../components/locale-link.tsx";
import { CategoryCard } from "../../components/shop/category-card.tsx";
import { requirePageLocale } from "../../modules/i18n/page-locale.ts";
import { getServices } from "../../context.server.ts";
import { listShopCategories } from "../../modules/catalog/list-shop-categories.server.ts";
import { getMetaText } from "../../modules/seo/meta-text.ts";
import { buildPageMeta, getSeoInfo } from "../../modules/seo/seo.ts";
import { publicPage } from "../../modules/routing/page-policy.ts";

// Served without React's scripts (decision 006): nothing on this page needs more than its inline script.
export const handle = publicPage({ cache: "shared", react: false, namespaces: ["shop"] });

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  buildPageMeta({
    seo: loaderData?.seo,
    title: getMetaText(matches, "shop:meta.shopTitle"),
    description: getMetaText(matches, "shop:meta.shopDescription"),
  });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  return {
    categories: await listShopCategories(db, requirePageLocale(params)),
    seo: getSeoInfo(request, env.PUBLIC_URL),
  };
}

export default function Shop() {
  const { categories } = useLoaderData<typeof loader>();
  const { t } = useTranslation("shop");
  return (
    <main className="bg-sand-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <header className="max-w-3xl">
          <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl">{t("shop.title")}</h1>
          <p className="mt-3 text-lg text-slate-700">{t("shop.intro")}</p>
        </header>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("shop.listLabel")}>
          {categories.map((category, index) => (
            <CategoryCard key={category.key} category={category} isEager={index < 3} />
          ))}
        </ul>
        <section aria-labelledby="custom-quote" className="mt-12 rounded-xl bg-brand-800 px-6 py-8 text-white sm:px-10">
          <h2 id="custom-quote" className="text-2xl font-semibold">
            {t("shop.customTitle")}
          </h2>
          <p className="mt-2 max-w-2xl text-brand-100">{t("shop.customText")}</p>
          <LocaleLink
            to="/#contact"
            className="mt-5 inline-flex rounded-md bg-coral-600 px-5 py-3 font-semibold text-white hover:bg-coral-500"
          >
            {t("shop.customButton")}
          </LocaleLink>
        </section>
      </div>
    </main>
  );
}

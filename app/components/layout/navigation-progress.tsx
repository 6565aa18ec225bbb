import { useNavigation } from "react-router";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { splitLocale } from "../../modules/i18n/locales.ts";

/**
 * While a client-side navigation loads the next page's data, says so under the header (storefront §2: 'Chargement
 * des produits...' for the shop and its categories, 'Chargement...' otherwise). Pages served without React load as
 * documents and never show it.
 */
export function NavigationProgress() {
  const { t } = useTranslation("common");
  const navigation = useNavigation();
  if (navigation.state !== "loading" || !navigation.location) return null;
  const { path } = splitLocale(navigation.location.pathname);
  const isShopList = path === "/shop" || (path.startsWith("/shop/") && !path.startsWith("/shop/product/"));
  return (
    <div role="status" className="fixed inset-x-0 top-16 z-30 flex justify-center px-4">
      <p className="rounded-b-md bg-brand-700 px-4 py-1.5 text-sm font-medium text-white shadow">
        {t(isShopList ? "loading.products" : "loading.page")}
      </p>
    </div>
  );
}

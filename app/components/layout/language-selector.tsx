import { ChevronDown, Globe } from "lucide-react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { Link, useLocation } from "react-router";
import { LOCALE_NAMES, LOCALE_TAGS, SUPPORTED_LOCALES, switchLocale } from "../../modules/i18n/locales.ts";
import { useLocale } from "../locale-link.tsx";

/**
 * Links to the same page in each language; a plain disclosure, so it works without JavaScript. The fragment is left
 * out: the server never sees it, so a link holding it would differ between the HTML and the hydrated page.
 */
export function LanguageSelector() {
  const { t } = useTranslation("common");
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return (
    <details className="group relative">
      <summary
        className="flex cursor-pointer list-none items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
        aria-label={`${t("language.label")} : ${locale.toUpperCase()} (${LOCALE_NAMES[locale]})`}
      >
        <Globe className="size-4" aria-hidden="true" />
        <span className="uppercase">{locale}</span>
        <ChevronDown className="size-3 transition group-open:rotate-180" aria-hidden="true" />
      </summary>
      <ul className="absolute right-0 z-50 mt-1 w-40 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
        {SUPPORTED_LOCALES.map((code) => (
          <li key={code}>
            <Link
              to={switchLocale(pathname, search, code)}
              hrefLang={LOCALE_TAGS[code]}
              lang={LOCALE_TAGS[code]}
              aria-current={code === locale ? "true" : undefined}
              className="block px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 aria-[current=true]:font-semibold aria-[current=true]:text-brand-700"
            >
              {LOCALE_NAMES[code]}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

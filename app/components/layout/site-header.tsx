import { Menu } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { LocaleLink } from "../locale-link.tsx";
import { LanguageSelector } from "./language-selector.tsx";
import { type MenuCategory, ShopMenu } from "./shop-menu.tsx";
import { attachPhoneMenu } from "../../behaviours/phone-menu.ts";
import { HOOKS, hook } from "../../behaviours/hooks.ts";

export const SECTION_LINKS = [
  { hash: "services", label: "nav.services" },
  { hash: "method", label: "nav.method" },
  { hash: "cases", label: "nav.cases" },
  { hash: "quote", label: "nav.quote" },
  { hash: "contact", label: "nav.contact" },
] as const;

type SiteHeaderProps = {
  categories: MenuCategory[];
  /** Admin-only controls (administration link, logout), decided on the server. */
  adminControls?: React.ReactNode;
};

export function SiteHeader({ categories, adminControls }: SiteHeaderProps) {
  const { t } = useTranslation("common");
  const phoneMenuRef = useRef<HTMLDetailsElement>(null);
  // Pages served without React run the same behaviour from their inline script.
  useEffect(() => (phoneMenuRef.current ? attachPhoneMenu(phoneMenuRef.current) : undefined), []);
  const navItems = (
    <>
      {SECTION_LINKS.map((link) => (
        <li key={link.hash}>
          <LocaleLink
            to={`/#${link.hash}`}
            className="block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            {t(link.label)}
          </LocaleLink>
        </li>
      ))}
      <li>
        <ShopMenu categories={categories} />
      </li>
    </>
  );
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t("nav.skipToContent")}
      </a>
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:px-6">
        <LocaleLink to="/" className="mr-auto flex items-center gap-2 font-bold text-brand-700 lg:mr-4">
          <img src="/favicon.svg" alt="" width="32" height="32" className="size-8" />
          <span className="text-lg">{t("brand.name")}</span>
        </LocaleLink>
        <nav aria-label={t("nav.mainNav")} className="hidden lg:block lg:flex-1">
          <ul className="flex items-center gap-1">{navItems}</ul>
        </nav>
        <LanguageSelector />
        {adminControls}
        <LocaleLink
          to="/#quote"
          className="hidden rounded-md bg-coral-600 px-4 py-2 text-sm font-semibold text-white hover:bg-coral-500 sm:inline-block"
        >
          {t("nav.requestQuote")}
        </LocaleLink>
        <details ref={phoneMenuRef} className="lg:hidden" {...hook(HOOKS.phoneMenu)}>
          <summary
            className="flex cursor-pointer list-none items-center rounded-md p-2 text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
            aria-label={t("nav.menu")}
          >
            <Menu className="size-6" aria-hidden="true" />
          </summary>
          <nav
            aria-label={t("nav.phoneNav")}
            className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pb-4 shadow-lg"
          >
            <ul className="flex flex-col gap-1 pt-2">{navItems}</ul>
            <LocaleLink
              to="/#quote"
              className="mt-3 block rounded-md bg-coral-600 px-4 py-2 text-center text-sm font-semibold text-white"
            >
              {t("nav.requestQuote")}
            </LocaleLink>
          </nav>
        </details>
      </div>
    </header>
  );
}

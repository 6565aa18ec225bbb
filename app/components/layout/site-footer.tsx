import { Mail, MessageCircle } from "lucide-react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import type { PublicEnv } from "../../modules/config/env.server.ts";
import { whatsappUrl } from "../../modules/contact/whatsapp.ts";
import { LocaleLink } from "../locale-link.tsx";
import { SECTION_LINKS } from "./site-header.tsx";

/** The identity comes from the settings page (over the environment); the contact email only with the layout's data. */
export function SiteFooter({ company }: { company: PublicEnv & { contactEmail?: string } }) {
  const { t } = useTranslation("common");
  return (
    <footer className="bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{t("brand.name")}</p>
          <p className="mt-2 text-sm text-slate-300">{t("brand.tagline")}</p>
          <p className="mt-4 text-sm">{t("footer.incoterm")}</p>
        </div>
        <nav aria-label={t("footer.navigation")}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t("footer.navigation")}</h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {SECTION_LINKS.map((link) => (
              <li key={link.hash}>
                <LocaleLink to={`/#${link.hash}`} className="hover:text-white hover:underline">
                  {t(link.label)}
                </LocaleLink>
              </li>
            ))}
            <li>
              <LocaleLink to="/shop" className="hover:text-white hover:underline">
                {t("nav.shop")}
              </LocaleLink>
            </li>
            <li>
              <LocaleLink to="/devis" className="hover:text-white hover:underline">
                {t("footer.customQuote")}
              </LocaleLink>
            </li>
            <li>
              <LocaleLink to="/cgv" className="hover:text-white hover:underline">
                {t("footer.terms")}
              </LocaleLink>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t("footer.quickContact")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a
                href={whatsappUrl(company.whatsappNumber)}
                className="inline-flex items-center gap-2 hover:text-white hover:underline"
                rel="noopener"
              >
                <MessageCircle className="size-4" aria-hidden="true" />
                {t("footer.whatsapp")} {company.whatsappNumber}
              </a>
            </li>
            {company.contactEmail ? (
              <li>
                <a
                  href={`mailto:${company.contactEmail}`}
                  className="inline-flex items-center gap-2 hover:text-white hover:underline"
                >
                  <Mail className="size-4" aria-hidden="true" />
                  {company.contactEmail}
                </a>
              </li>
            ) : null}
            <li>
              <LocaleLink to="/#quote" className="hover:text-white hover:underline">
                {t("footer.requestQuote")}
              </LocaleLink>
            </li>
          </ul>
          <address className="mt-4 text-sm not-italic text-slate-300">
            <span className="block font-medium text-slate-200">{company.companyName}</span>
            <span className="block">{company.companyAddress}</span>
            <span className="block">
              {t("footer.brn")} : {company.companyBrn}
            </span>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-xs text-slate-300 sm:px-6">
          <p>{t("footer.disclaimer")}</p>
          <p>{t("footer.copyright", { company: company.companyName })}</p>
        </div>
      </div>
    </footer>
  );
}

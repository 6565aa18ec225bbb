import { FileText, MessageCircle } from "lucide-react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { whatsappUrl } from "../../modules/contact/whatsapp.ts";
import { LocaleLink } from "../locale-link.tsx";
import { SectionHeading } from "./section-heading.tsx";

export function ContactSection({ whatsappNumber }: { whatsappNumber: string }) {
  const { t } = useTranslation("home");
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20 bg-brand-900 py-16 sm:py-20">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <SectionHeading id="contact-title" title={t("contact.title")} intro={t("contact.text")} isLight />
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <a
            href={whatsappUrl(whatsappNumber, t("contact.whatsappMessage"))}
            rel="noopener"
            className="inline-flex items-center justify-center gap-2 rounded-md bg-emerald-700 px-6 py-3 font-semibold text-white hover:bg-emerald-800"
          >
            <MessageCircle className="size-5" aria-hidden="true" />
            {t("contact.whatsapp")} <span className="sr-only">{whatsappNumber}</span>
          </a>
          <LocaleLink
            to="/#quote"
            className="inline-flex items-center justify-center gap-2 rounded-md bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
          >
            <FileText className="size-5" aria-hidden="true" />
            {t("contact.detailedQuote")}
          </LocaleLink>
        </div>
      </div>
    </section>
  );
}

import { ChevronDown } from "lucide-react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import type { ProductSheet } from "../../modules/catalog/get-product-sheet.server.ts";

/** A part of the sheet under its heading (h2), labelled by it. */
export function SheetSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-semibold text-brand-800">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Technical specifications as label/value pairs. */
export function ProductSpecs({ specs }: { specs: ProductSheet["specs"] }) {
  const { t } = useTranslation("product");
  if (specs.length === 0) return null;
  return (
    <SheetSection id="specs-title" title={t("specs.title")}>
      <dl className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {specs.map((spec) => (
          <div key={spec.label} className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-medium text-slate-600">{spec.label}</dt>
            <dd className="text-sm text-slate-900 sm:col-span-2">{spec.value}</dd>
          </div>
        ))}
      </dl>
    </SheetSection>
  );
}

/** The description HTML, already sanitised on the server with an allowlist. */
export function ProductDescription({ html }: { html: string }) {
  const { t } = useTranslation("product");
  if (!html.trim()) return null;
  return (
    <SheetSection id="description-title" title={t("description.title")}>
      <div
        className="mt-3 max-w-none space-y-3 text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </SheetSection>
  );
}

/** FAQ accordion: native <details>, so it opens by keyboard and without JavaScript. */
export function ProductFaq({ faq }: { faq: ProductSheet["faq"] }) {
  const { t } = useTranslation("product");
  if (faq.length === 0) return null;
  return (
    <SheetSection id="faq-title" title={t("faq.title")}>
      <div className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {faq.map((item) => (
          <details key={item.question} className="group px-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition group-open:rotate-180" />
            </summary>
            <p className="pb-4 text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </SheetSection>
  );
}

/** The important-information notice (storefront §2 Product sheet). */
export function ProductNotice() {
  const { t } = useTranslation("product");
  return (
    <section
      aria-labelledby="notice-title"
      className="rounded-xl border border-amber-200 bg-amber-50 p-5 text-sm text-amber-950"
    >
      <h2 id="notice-title" className="text-base font-semibold">
        {t("notice.title")}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{t("notice.company")}</li>
        <li>{t("notice.conversion")}</li>
        <li>{t("notice.informational")}</li>
        <li>{t("notice.deposit")}</li>
      </ul>
    </section>
  );
}

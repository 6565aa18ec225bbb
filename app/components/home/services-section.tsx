import { Factory, Ruler, Ship } from "lucide-react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { SectionHeading } from "./section-heading.tsx";

const SERVICES = [
  { key: "engineering", Icon: Ruler },
  { key: "sourcing", Icon: Factory },
  { key: "logistics", Icon: Ship },
] as const;

export function ServicesSection() {
  const { t } = useTranslation("home");
  return (
    <section id="services" aria-labelledby="services-title" className="scroll-mt-20 bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="services-title" title={t("services.title")} intro={t("services.intro")} />
        <ul className="grid gap-6 md:grid-cols-3">
          {SERVICES.map(({ key, Icon }) => (
            <li key={key} className="rounded-xl border border-slate-200 bg-sand-50 p-6">
              <Icon className="size-10 text-brand-600" aria-hidden="true" />
              <h3 className="mt-4 text-xl font-semibold text-brand-900">{t(`services.${key}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`services.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-slate-600">{t("services.note")}</p>
      </div>
    </section>
  );
}

import { Home, Sun, Truck } from "lucide-react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { SectionHeading } from "./section-heading.tsx";

const CASES = [
  { key: "tinyHouse", Icon: Home },
  { key: "greenhouse", Icon: Sun },
  { key: "equipment", Icon: Truck },
] as const;

export function CasesSection() {
  const { t } = useTranslation("home");
  return (
    <section id="cases" aria-labelledby="cases-title" className="scroll-mt-20 bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="cases-title" title={t("cases.title")} intro={t("cases.intro")} />
        <ul className="grid gap-6 md:grid-cols-3">
          {CASES.map(({ key, Icon }) => (
            <li key={key} className="overflow-hidden rounded-xl border border-slate-200">
              <div className="flex h-32 items-center justify-center bg-gradient-to-br from-brand-100 to-sand-50">
                <Icon className="size-14 text-brand-700" aria-hidden="true" />
              </div>
              <div className="p-6">
                <h3 className="text-xl font-semibold text-brand-900">{t(`cases.${key}.title`)}</h3>
                <p className="mt-2 text-slate-700">{t(`cases.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

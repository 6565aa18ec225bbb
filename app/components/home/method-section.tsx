import { useTranslation } from "../../modules/i18n/react.tsx";
import { SectionHeading } from "./section-heading.tsx";

/** Storefront §1: brief and objectives, studies and quote, purchase and control, CNF shipping, delivery and support. */
const STEPS = ["brief", "studies", "purchase", "shipping", "delivery"] as const;

export function MethodSection() {
  const { t } = useTranslation("home");
  return (
    <section id="method" aria-labelledby="method-title" className="scroll-mt-20 bg-sand-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="method-title" title={t("method.title")} intro={t("method.intro")} />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {STEPS.map((step, index) => (
            <li key={step} className="rounded-xl bg-white p-5 shadow-sm">
              <span
                className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-brand-900">{t(`method.steps.${step}.title`)}</h3>
              <p className="mt-2 text-sm text-slate-700">{t(`method.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

import { BadgeCheck, Clock, FileSearch, Quote, ShieldCheck } from "lucide-react";
import { useTranslation } from "../../modules/i18n/react.tsx";

const STEPS = ["describe", "study", "deliver"] as const;
const GUARANTEES = [
  { key: "answer", Icon: Clock },
  { key: "study", Icon: FileSearch },
  { key: "quality", Icon: ShieldCheck },
  { key: "prices", Icon: BadgeCheck },
] as const;
const REFERENCES = ["tinyHouse", "greenhouse", "equipment"] as const;

/** A block of the custom quote page: a band of colour, a centred heading (h2) that labels it, its content. */
export function DevisBlock({
  id,
  anchor,
  title,
  className,
  width = "max-w-6xl",
  children,
}: {
  id: string;
  /** The section's own id, for a link to it. */
  anchor?: string;
  title: string;
  /** The band's background, and more (an anchor's scroll margin). */
  className: string;
  width?: "max-w-3xl" | "max-w-4xl" | "max-w-6xl";
  children: React.ReactNode;
}) {
  return (
    <section id={anchor} aria-labelledby={id} className={`${className} py-16`}>
      <div className={`mx-auto ${width} px-4 sm:px-6`}>
        <h2 id={id} className="text-center text-3xl font-bold text-brand-900">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** The three-step 'how it works' block. */
export function DevisHowItWorks() {
  const { t } = useTranslation("devis");
  return (
    <DevisBlock id="how-title" title={t("how.title")} className="bg-white">
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step} className="rounded-xl bg-sand-50 p-6">
            <span
              className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-brand-900">{t(`how.steps.${step}.title`)}</h3>
            <p className="mt-2 text-slate-700">{t(`how.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </DevisBlock>
  );
}

export function DevisGuarantees() {
  const { t } = useTranslation("devis");
  return (
    <DevisBlock id="guarantees-title" title={t("guarantees.title")} className="bg-sand-50">
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {GUARANTEES.map(({ key, Icon }) => (
          <li key={key} className="rounded-xl bg-white p-6 shadow-sm">
            <Icon className="size-8 text-brand-600" aria-hidden="true" />
            <h3 className="mt-3 font-semibold text-brand-900">{t(`guarantees.items.${key}.title`)}</h3>
            <p className="mt-1 text-sm text-slate-700">{t(`guarantees.items.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </DevisBlock>
  );
}

export function DevisReferences() {
  const { t } = useTranslation("devis");
  return (
    <DevisBlock id="references-title" title={t("references.title")} className="bg-white" width="max-w-4xl">
      <ul className="mt-8 grid gap-3 sm:grid-cols-3">
        {REFERENCES.map((key) => (
          <li key={key} className="rounded-lg border border-slate-200 p-4 text-sm font-medium text-slate-800">
            {t(`references.items.${key}`)}
          </li>
        ))}
      </ul>
      <figure className="mt-10 rounded-xl bg-brand-900 p-8 text-white">
        <Quote className="size-8 text-lagoon-400" aria-hidden="true" />
        <blockquote className="mt-3 text-lg leading-relaxed">{t("references.testimonial")}</blockquote>
        <figcaption className="mt-4 text-sm font-semibold text-brand-100">
          {t("references.testimonialAuthor")}
        </figcaption>
      </figure>
    </DevisBlock>
  );
}

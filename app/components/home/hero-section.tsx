import { BadgeCheck, Clock, FileSearch, Trophy } from "lucide-react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { LocaleLink } from "../locale-link.tsx";

const CLAIMS = [
  { key: "claims.answer", Icon: Clock },
  { key: "claims.study", Icon: FileSearch },
  { key: "claims.experience", Icon: Trophy },
  { key: "claims.success", Icon: BadgeCheck },
] as const;

export function HeroSection() {
  const { t } = useTranslation("home");
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white"
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-widest text-lagoon-400">{t("hero.eyebrow")}</p>
        <h1 id="hero-title" className="mt-3 max-w-3xl text-4xl font-bold leading-tight tracking-tight sm:text-5xl">
          {t("hero.title")}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-brand-50">{t("hero.text")}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <LocaleLink
            to="/#quote"
            className="rounded-md bg-coral-600 px-6 py-3 font-semibold text-white shadow hover:bg-coral-500"
          >
            {t("hero.primary")}
          </LocaleLink>
          <LocaleLink
            to="/#services"
            className="rounded-md border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10"
          >
            {t("hero.secondary")}
          </LocaleLink>
        </div>
        <ul aria-label={t("claims.label")} className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {CLAIMS.map(({ key, Icon }) => (
            <li key={key} className="flex items-center gap-3 rounded-lg bg-white/10 px-4 py-3">
              <Icon className="size-6 shrink-0 text-lagoon-400" aria-hidden="true" />
              <span className="font-semibold">{t(key)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

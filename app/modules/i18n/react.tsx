import { createContext, useContext, useMemo } from "react";
import { createI18n, type I18n, type TFunction } from "./i18n.ts";

const I18nContext = createContext<I18n>(createI18n("fr", {}));

/** Gives the page's translations (built once per language in app/root.tsx) to `useTranslation`. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: React.ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/**
 * `t` for a namespace (the first one when several are named; others read as `t("forms:…")`), like
 * react-i18next's hook of the same name.
 */
export function useTranslation(namespaces: string | readonly string[] = "common"): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  const namespace = typeof namespaces === "string" ? namespaces : (namespaces[0] ?? "common");
  const t = useMemo(() => i18n.getFixedT(i18n.language, namespace), [i18n, namespace]);
  return { t, i18n };
}

import type { LocaleResources } from "../modules/i18n/i18n.ts";
import type { Locale } from "../modules/i18n/locales.ts";
import { pageNamespaces, SERVER_ONLY_NAMESPACES } from "../modules/i18n/page-namespaces.ts";
import type { PagePolicy } from "../modules/routing/page-policy.ts";

// Every catalog file app/locales/{locale}/{namespace}.json, bundled on the server only:
// a page sends the browser the catalogs of its own language, never all three.
const files = import.meta.glob<{ default: Record<string, unknown> }>("./*/*.json", { eager: true });

const byLocale: Record<string, LocaleResources> = {};
for (const [path, mod] of Object.entries(files)) {
  const match = /^\.\/(\w+)\/([\w-]+)\.json$/.exec(path);
  if (!match) continue;
  const [, locale, namespace] = match as unknown as [string, string, string];
  (byLocale[locale] ??= {})[namespace] = mod.default;
}

/** The catalogs of one language, optionally without some namespaces (a page need not carry what it never shows). */
export function getLocaleResources(locale: Locale, exclude: readonly string[] = []): LocaleResources {
  const all = byLocale[locale] ?? {};
  if (exclude.length === 0) return all;
  return Object.fromEntries(Object.entries(all).filter(([namespace]) => !exclude.includes(namespace)));
}

/** The catalogs a page of this policy sends the browser (app/modules/i18n/page-namespaces.ts). */
export function getPageResources(locale: Locale, policy: PagePolicy): LocaleResources {
  const all = byLocale[locale] ?? {};
  const namespaces = pageNamespaces(policy);
  return Object.fromEntries(
    Object.entries(all).filter(([namespace]) =>
      namespaces ? namespaces.includes(namespace) : !SERVER_ONLY_NAMESPACES.includes(namespace),
    ),
  );
}

export function getAllResources(): Record<string, LocaleResources> {
  return byLocale;
}

// What the public pages read of the settings and the catalogue's categories, kept per page cache version
// (read-for-version.server.ts). Values are shared between requests: frozen, so that no page changes another's.
import { getServices } from "../../context.server.ts";
import { listMenuCategories } from "../catalog/list-menu-categories.server.ts";
import type { Locale } from "../i18n/locales.ts";
import { getSettings, type Settings } from "../settings/settings.server.ts";
import { readForVersion } from "./read-for-version.server.ts";

type Context = Parameters<typeof getServices>[0];

/** The settings as a public page shows them (rates, identity, terms); never for a charge or a document. */
export function readPageSettings(context: Context): Promise<Readonly<Settings>> {
  const services = getServices(context);
  return readForVersion(context, services, "settings", async () => deepFreeze(await getSettings(services.db)));
}

/** The header's 'Boutique' menu in `locale`. */
export function readMenuCategories(context: Context, locale: Locale) {
  const services = getServices(context);
  return readForVersion(context, services, `menu-categories:${locale}`, async () =>
    deepFreeze(await listMenuCategories(services.db, locale)),
  );
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

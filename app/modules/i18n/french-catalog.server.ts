// The one door to a catalog's texts as data on the server, for code that reads several at once (a CSV's header
// row, the statuses it spells out). A single text, with its `{{ }}` filled, is read through getServerT.
import { getLocaleResources } from "../../locales/resources.server.ts";
import type { FrenchCatalog, Namespace } from "./catalog-keys.ts";

/** A namespace's French catalog, typed from its JSON file. */
export function getFrenchCatalog<N extends Namespace>(namespace: N): FrenchCatalog<N> {
  return getLocaleResources("fr")[namespace] as FrenchCatalog<N>;
}

import type { MetaDescriptor, UIMatch } from "react-router";
import type { TFunction } from "../../modules/i18n/i18n.ts";
import { getMetaText } from "../../modules/seo/meta-text.ts";

/**
 * What a back-office route declares in its `handle` export for the frame: its breadcrumb, an `admin:` catalog key
 * or a function of its match (for a record's name from the loader data) given the `admin` translator.
 */
export type AdminHandle = { breadcrumb?: string | ((match: UIMatch, t: TFunction) => string) };

type MetaMatches = Parameters<typeof getMetaText>[0];

/**
 * The meta of a back-office page: `<title>` 'Journal d'audit – BPE Admin' from the `admin` catalog key, and no
 * indexing (a route's meta replaces its layout's, so each page says it again).
 */
export function adminMeta(
  matches: MetaMatches,
  key: string,
  values?: Record<string, string | number>,
): MetaDescriptor[] {
  return [
    {
      title: `${getMetaText(matches, key.includes(":") ? key : `admin:${key}`, values)} – ${getMetaText(matches, "admin:titleSuffix")}`,
    },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

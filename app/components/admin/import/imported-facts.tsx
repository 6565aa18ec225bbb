// What the import kept about a product for the administrator (issue 15 item 4): the supplier's price range, minimum
// order, lead times, name and page, and when it was imported. The product editor mounts `<ImportedFacts productId />`
// (it loads them from the resource route admin/import/facts/:productId), or gives `ImportedFactsCard` what its own
// loader read with `getProductImport(db, productId)` (modules/importer/get-product-import.server.ts).
import { ExternalLink } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import type { TFunction } from "../../../modules/i18n/i18n.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { formatLeadTime } from "../../../modules/importer/draft-content.ts";
import type { ProductImportInfo } from "../../../modules/importer/get-product-import.server.ts";
import { formatTahitiLongDateTime } from "../../../modules/format/tahiti-date.ts";

/** `getProductImport`'s answer as a loader hands it over (the date may arrive as a string). */
export type ImportedFactsData = Omit<ProductImportInfo, "importedAt"> & { importedAt: Date | string };

function formatPrice(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat("fr-FR", { style: "currency", currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** The import's facts of a product, loaded when shown; nothing for a product that was not imported. */
export function ImportedFacts({ productId }: { productId: string }) {
  const fetcher = useFetcher<{ facts: ImportedFactsData | null }>();
  const { load } = fetcher;
  useEffect(() => {
    void load(importedFactsPath(productId));
  }, [load, productId]);
  return <ImportedFactsCard facts={fetcher.data?.facts ?? null} />;
}

export function importedFactsPath(productId: string): string {
  return `/admin/import/facts/${encodeURIComponent(productId)}`;
}

/** Nothing for a product that was not imported (`facts` null). */
export function ImportedFactsCard({ facts }: { facts: ImportedFactsData | null }) {
  const { t } = useTranslation("importer");
  if (!facts) return null;
  const { priceRange, moq } = facts;
  const rows: Array<[string, ReactNode]> = [
    [
      t("facts.priceRange"),
      priceRange
        ? priceRange.min === priceRange.max
          ? formatPrice(priceRange.min, priceRange.currency)
          : `${formatPrice(priceRange.min, priceRange.currency)} – ${formatPrice(priceRange.max, priceRange.currency)}`
        : null,
    ],
    [t("facts.moq"), moq ? `${moq.quantity.toLocaleString("fr-FR")} ${moq.unit}` : null],
    [t("facts.leadTimes"), formatLeadTime(facts.leadTimeTiers, t as TFunction<"importer">)],
    [t("facts.supplier"), facts.supplierName],
    [
      t("facts.source"),
      <a
        key="source"
        href={facts.sourceUrl}
        target="_blank"
        rel="noreferrer noopener"
        className="inline-flex items-center gap-1 break-all text-brand-700 hover:underline"
      >
        {facts.sourceUrl}
        <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
      </a>,
    ],
    [t("facts.importedAt"), formatTahitiLongDateTime(facts.importedAt)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("facts.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-0.5">
              <dt className="text-xs font-medium text-slate-500">{label}</dt>
              <dd className="text-slate-900">
                {value ?? <span className="text-slate-500">{t("facts.notGiven")}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

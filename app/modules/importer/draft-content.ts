// The draft's texts from what was extracted: the description as HTML paragraphs, the lead time as one line.
import { escapeUTF8 } from "entities";
import type { TFunction } from "../i18n/i18n.ts";
import type { LeadTimeTier } from "./extract/alibaba-product.ts";

/** One paragraph per line of the plain-text description; "" when there is none. Sanitise before storing. */
export function descriptionToHtml(description: string | null): string {
  if (!description) return "";
  return description
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeUTF8(line)}</p>`)
    .join("");
}

/** "1-500 : 15 jours ; 501-2000 : 25 jours ; 10001 et plus : à négocier"; null without tiers. */
export function formatLeadTime(tiers: LeadTimeTier[] | null, t: TFunction<"importer">): string | null {
  if (!tiers?.length) return null;
  return tiers
    .map((tier) => {
      const range =
        tier.maxQty === null
          ? t("leadTime.rangeOpen", { min: tier.minQty })
          : t("leadTime.range", { min: tier.minQty, max: tier.maxQty });
      const days = tier.days === null ? t("leadTime.negotiable") : t("leadTime.days", { count: tier.days });
      return t("leadTime.tier", { range, days });
    })
    .join(t("leadTime.separator"));
}

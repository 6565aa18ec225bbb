import type { ProductSpec } from "./alibaba-product.ts";

/**
 * Specs to the contract: labels without a trailing ":", rows with an empty label or value dropped, exact
 * (label, value) duplicates dropped, order kept.
 */
export function uniqueSpecs(entries: Iterable<{ label: string | null; value: string | null }>): ProductSpec[] {
  const seen = new Set<string>();
  const specs: ProductSpec[] = [];
  for (const entry of entries) {
    const label = entry.label?.replace(/\s*[:：]\s*$/, "").trim();
    const value = entry.value?.trim();
    if (!label || !value) continue;
    const key = JSON.stringify([label, value]);
    if (seen.has(key)) continue;
    seen.add(key);
    specs.push({ label, value });
  }
  return specs;
}

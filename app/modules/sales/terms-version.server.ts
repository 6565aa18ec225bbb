// The version of the terms of sale a buyer accepts: the terms' own text (the cgv catalogs, dated by TERMS_VERSION)
// and the settings the terms state (the deposit's percentage and the balance terms in each language, DESIGN.md
// ruling 12), which the owner may change at any time on the settings page.
import { createHash } from "node:crypto";
import { splitDeposit } from "../catalog/pricing.ts";
import type { BalanceTermsSettings } from "../settings/balance-terms.ts";
import { DEFAULT_SETTINGS, type Settings } from "../settings/settings.server.ts";
import { TERMS_VERSION } from "./terms-of-sale.ts";

export type TermsSettings = BalanceTermsSettings & Pick<Settings, "deposit_ratio">;

function termsContent(settings: TermsSettings): string {
  return JSON.stringify([
    splitDeposit(0, settings.deposit_ratio).percent,
    settings.balance_terms,
    settings.balance_terms_translations.en?.trim() ?? "",
    settings.balance_terms_translations.zh?.trim() ?? "",
  ]);
}

const DEFAULT_CONTENT = termsContent(DEFAULT_SETTINGS);

/**
 * The version an order records for the terms in force: `TERMS_VERSION` while the settings say what the terms were
 * written with, else `TERMS_VERSION+` the first 8 hex digits of the SHA-256 of what the settings put in them. Each
 * wording has its own version, and an order keeps the one its buyer accepted.
 */
export function termsVersionOf(settings: TermsSettings): string {
  const content = termsContent(settings);
  if (content === DEFAULT_CONTENT) return TERMS_VERSION;
  return `${TERMS_VERSION}+${createHash("sha256").update(content).digest("hex").slice(0, 8)}`;
}

// The seller block of every document: the identity set on the settings page, the environment's where a field is
// left empty (issue 14 item 6; DESIGN.md ruling 16).
import type { DbExecutor } from "../../db/db.server.ts";
import type { Env } from "../config/env.server.ts";
import { companyIdentity, type EnvIdentity } from "../settings/company-identity.ts";
import { getSettings } from "../settings/settings.server.ts";
import type { DocumentCompany } from "./pdf/printable-document.ts";

export async function loadDocumentCompany(db: DbExecutor, env: Pick<Env, keyof EnvIdentity>): Promise<DocumentCompany> {
  const settings = await getSettings(db);
  const identity = companyIdentity(settings, env);
  return {
    name: identity.companyName,
    registration: identity.companyBrn,
    address: identity.companyAddress,
    balanceTerms: settings.balance_terms,
  };
}

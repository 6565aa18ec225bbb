import { data } from "react-router";
import type { Route } from "./+types/settings";
import { adminMeta, type AdminHandle } from "../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../components/admin/admin-page-header.tsx";
import { SettingsForm, type SettingsFormDefaults } from "../../components/admin/settings/settings-form.tsx";
import { getServices } from "../../context.server.ts";
import { requireAdmin } from "../../modules/auth/admin-guard.server.ts";
import { getServerT } from "../../modules/i18n/get-server-t.server.ts";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { readFormData } from "../../modules/security/read-form-data.server.ts";
import { parseSettingsForm } from "../../modules/settings/settings-form.ts";
import { getSettings } from "../../modules/settings/settings.server.ts";
import { updateSettings } from "../../modules/settings/update-settings.server.ts";
import { redirectWithToast } from "../../modules/toast/toast.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "nav.settings");

export const handle: AdminHandle = { breadcrumb: "nav.settings" };

const decimal = (value: number) => String(value).replace(".", ",");

export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const settings = await getSettings(db);
  const values: SettingsFormDefaults = {
    company_name: settings.company_name,
    company_brn: settings.company_brn,
    company_address: settings.company_address,
    contact_email: settings.contact_email,
    whatsapp_number: settings.whatsapp_number,
    xpf_per_usd: decimal(settings.xpf_per_usd),
    xpf_per_hkd: decimal(settings.xpf_per_hkd),
    xpf_per_eur: decimal(settings.xpf_per_eur),
    deposit_percent: decimal(Math.round(settings.deposit_ratio * 10000) / 100),
    default_margin: decimal(settings.default_margin),
    balance_terms: settings.balance_terms,
    balance_terms_en: settings.balance_terms_translations.en ?? "",
    balance_terms_zh: settings.balance_terms_translations.zh ?? "",
    purchase_order_ship_to: settings.purchase_order_ship_to,
    bank_holder: settings.bank_details.holder,
    bank_name: settings.bank_details.bank,
    bank_account: settings.bank_details.account,
    bank_swift: settings.bank_details.swift,
    payment_instructions: settings.bank_details.instructions,
    container_20_volume: decimal(settings.container_capacities.fcl_20.volumeCm3 / 1_000_000),
    container_20_payload: decimal(settings.container_capacities.fcl_20.weightGrams / 1_000_000),
    container_40_volume: decimal(settings.container_capacities.fcl_40.volumeCm3 / 1_000_000),
    container_40_payload: decimal(settings.container_capacities.fcl_40.weightGrams / 1_000_000),
    reminders_enabled: settings.reminders_enabled ? "on" : "",
  };
  const envIdentity = {
    company_name: env.COMPANY_NAME,
    company_brn: env.COMPANY_BRN,
    company_address: env.COMPANY_ADDRESS,
    contact_email: env.BUSINESS_EMAIL,
    whatsapp_number: env.WHATSAPP_NUMBER,
  };
  return { values, envIdentity };
}

/** Validates and stores the settings (only the administrator), audited; every page shows them at once. */
export async function action({ request, context }: Route.ActionArgs) {
  const { email } = await requireAdmin(request, context);
  const form = await readFormData(request);
  const parsed = parseSettingsForm(
    Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string")),
  );
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 });
  const { db, env } = getServices(context);
  const changed = await updateSettings(db, { values: parsed.values, actor: email });
  const t = getServerT("fr");
  return redirectWithToast(env, "/admin/settings", {
    type: "success",
    title: t(changed.length > 0 ? "admin-settings:saved" : "admin-settings:unchanged"),
  });
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-settings");
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("intro")} />
      {actionData?.errors ? (
        <p role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {t("invalid")}
        </p>
      ) : null}
      <SettingsForm values={loaderData.values} envIdentity={loaderData.envIdentity} errors={actionData?.errors} />
    </>
  );
}

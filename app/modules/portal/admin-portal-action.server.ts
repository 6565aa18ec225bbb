// The back office's actions on the customer's pages (issue 18): a milestone of an order, and sending or revoking a
// quote's or an order's link. Each checks the administrator itself and answers JSON in French.
import { getServices } from "../../context.server.ts";
import { appErrorMessage } from "../errors/app-error-response.server.ts";
import { requireAdminJson } from "../media/media-route.server.ts";
import { getServerT } from "../i18n/get-server-t.server.ts";
import { readFormData } from "../security/read-form-data.server.ts";
import type { LinkTarget } from "./customer-links.server.ts";
import { LinkError, revokeLinks, sendCustomerLink } from "./manage-links.server.ts";
import { MilestoneFormSchema } from "./milestones.ts";
import { getPortalMailSettings } from "./portal-mails.server.tsx";
import { MilestoneError, setMilestone } from "./set-milestone.server.ts";

type ActionArgs = { request: Request; context: Parameters<typeof getServices>[0] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

export type PortalActionAnswer =
  { ok: true; message: string } | { ok: false; error: string; fieldErrors?: Record<string, string> };

/** intent=send-link or revoke-link, for the quote or order named by the URL. */
async function linkAction(
  intent: unknown,
  target: LinkTarget,
  actor: string,
  services: ReturnType<typeof getServices>,
) {
  const t = getServerT("fr", "portal");
  try {
    if (intent === "send-link") {
      const { to } = await sendCustomerLink(services.db, { target, actor, mail: getPortalMailSettings(services.env) });
      return json({ ok: true, message: t("admin.sent", { to }) } satisfies PortalActionAnswer);
    }
    if (intent === "revoke-link") {
      await revokeLinks(services.db, { target, actor });
      return json({ ok: true, message: t("admin.revoked") } satisfies PortalActionAnswer);
    }
    return json({ ok: false, error: t("admin.errors.generic") } satisfies PortalActionAnswer, 400);
  } catch (error) {
    if (error instanceof LinkError) {
      return json({ ok: false, error: appErrorMessage(error, "fr") } satisfies PortalActionAnswer, error.status);
    }
    throw error;
  }
}

export async function quoteLinkAction({ request, context }: ActionArgs, quoteId: string | undefined) {
  const admin = await requireAdminJson(request, context);
  const services = getServices(context);
  const formData = await readFormData(request);
  if (!quoteId || !UUID.test(quoteId)) return json({ ok: false, error: "Devis introuvable" }, 404);
  return linkAction(formData.get("intent"), { kind: "quote", quoteId }, admin.email, services);
}

export async function orderTrackingAction({ request, context }: ActionArgs, orderId: string | undefined) {
  const admin = await requireAdminJson(request, context);
  const services = getServices(context);
  const formData = await readFormData(request);
  const t = getServerT("fr", "tracking");
  if (!orderId || !UUID.test(orderId)) return json({ ok: false, error: t("errors.ORDER_NOT_FOUND") }, 404);
  const intent = formData.get("intent");
  if (intent !== "milestone") return linkAction(intent, { kind: "order", orderId }, admin.email, services);

  const parsed = MilestoneFormSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(
      parsed.error.issues.map((issue) => [String(issue.path[0] ?? "form"), getServerT("fr")(issue.message)]),
    );
    return json({ ok: false, error: t("errors.generic"), fieldErrors } satisfies PortalActionAnswer, 400);
  }
  try {
    await setMilestone(services.db, {
      orderId,
      form: parsed.data,
      actor: admin.email,
      mail: getPortalMailSettings(services.env),
    });
    const milestone = t(`milestones.${parsed.data.milestone}.title`);
    return json({ ok: true, message: t("admin.saved", { milestone }) } satisfies PortalActionAnswer);
  } catch (error) {
    if (error instanceof MilestoneError) {
      return json({ ok: false, error: appErrorMessage(error, "fr") } satisfies PortalActionAnswer, error.status);
    }
    throw error;
  }
}

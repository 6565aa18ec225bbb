// The administrator marks a milestone of an order's shipment (issue 18 item 3): one row, its audit row and one email
// to the buyer in the order's language with a link to the order's page, in one transaction.
import { AppError, type AppErrorCode } from "../errors/app-error.ts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { customers, orderMilestones, orders } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { getServerT } from "../i18n/get-server-t.server.ts";
import { LOCALE_TAGS } from "../i18n/locales.ts";
import { wakeOutboxWorker } from "../mail/outbox-worker.server.ts";
import type { LeadFieldRow } from "../mail/templates/lead-fields.tsx";
import { createCustomerLink } from "./customer-links.server.ts";
import { canSetMilestone, type MilestoneForm } from "./milestones.ts";
import { queueBuyerMessage, type PortalMailSettings } from "./portal-mails.server.tsx";
import { formatDay } from "./portal-format.ts";
import { portalUrl } from "./portal-paths.ts";
import { customerOrderNumber } from "../sales/order-number.ts";

/** Why a milestone was refused: an AppError of the `milestone` area (modules/errors/app-error-codes.ts). */
export class MilestoneError extends AppError<"milestone"> {
  override name = "MilestoneError";
  constructor(code: AppErrorCode<"milestone">) {
    super("milestone", code);
  }
}

/**
 * Records the milestone. A milestone is reached once, and never before one already reached (a later one may skip
 * some: a parcel by air is never at sea). Throws MilestoneError ORDER_NOT_FOUND, ALREADY_REACHED or NO_EMAIL.
 */
export async function setMilestone(
  db: Db,
  options: { orderId: string; form: MilestoneForm; actor: string; mail: PortalMailSettings },
): Promise<{ milestoneId: string; mailId: string }> {
  const { form } = options;
  const result = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, lang: orders.lang, email: customers.email, name: customers.fullName })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.id, options.orderId))
      .for("update", { of: orders });
    if (!order) throw new MilestoneError("ORDER_NOT_FOUND");
    const reached = await tx
      .select({ milestone: orderMilestones.milestone })
      .from(orderMilestones)
      .where(eq(orderMilestones.orderId, order.id));
    const reachedSteps = reached.map((row) => row.milestone);
    if (!canSetMilestone(reachedSteps, form.milestone)) throw new MilestoneError("ALREADY_REACHED");
    if (!order.email) throw new MilestoneError("NO_EMAIL");

    const [row] = await tx
      .insert(orderMilestones)
      .values({
        orderId: order.id,
        milestone: form.milestone,
        reachedOn: form.reachedOn,
        reference: form.milestone === "loaded" ? form.reference : null,
        vessel: form.milestone === "at_sea" ? form.vessel : null,
        estimatedArrival: form.milestone === "at_sea" ? form.estimatedArrival : null,
        note: form.note,
        photoUrl: form.photoUrl,
        createdBy: options.actor,
      })
      .returning({ id: orderMilestones.id });
    if (!row) throw new Error("order_milestones insert returned no row");
    await recordAudit(tx, {
      actor: options.actor,
      action: "order.milestone",
      entity: "order",
      entityId: order.id,
      summary: {
        milestone: form.milestone,
        reachedOn: form.reachedOn,
        hasNote: form.note !== null,
        hasPhoto: form.photoUrl !== null,
      },
    });

    const lang = order.lang;
    const t = getServerT(lang, "tracking");
    const tag = LOCALE_TAGS[lang];
    const number = customerOrderNumber(order.id);
    const label = t(`milestones.${form.milestone}.title`);
    const rows: LeadFieldRow[] = [
      { label: t("fields.reachedOn"), value: formatDay(form.reachedOn, tag) },
      ...(form.milestone === "loaded" && form.reference
        ? [{ label: t("fields.reference"), value: form.reference }]
        : []),
      ...(form.milestone === "at_sea" && form.vessel ? [{ label: t("fields.vessel"), value: form.vessel }] : []),
      ...(form.milestone === "at_sea" && form.estimatedArrival
        ? [{ label: t("fields.estimatedArrival"), value: formatDay(form.estimatedArrival, tag) }]
        : []),
      ...(form.note ? [{ label: t("fields.note"), value: form.note }] : []),
    ];
    const token = await createCustomerLink(tx, { kind: "order", orderId: order.id });
    const mail = await queueBuyerMessage(tx, options.mail, {
      to: order.email,
      lang,
      subject: t("mail.subject", { number, milestone: label }),
      paragraphs: [
        order.name ? t("mail.greetingName", { name: order.name }) : t("mail.greeting"),
        t("mail.intro", { number, milestone: label }),
        t(`milestones.${form.milestone}.text`),
      ],
      rows,
      button: { href: portalUrl(options.mail.publicUrl, lang, "order", token), label: t("mail.button") },
    });
    return { milestoneId: row.id, mailId: mail.id };
  });
  wakeOutboxWorker();
  return result;
}

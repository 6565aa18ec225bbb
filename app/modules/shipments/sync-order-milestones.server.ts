// The shipment drives its orders' milestones (issue 30 item 3): inside the transaction of the change, each order gets
// the milestones its shipment's status reaches and has not reached yet, and its buyer one email in the order's
// language announcing the latest, with the vessel and ETA once departed. Run again with nothing new, it writes and
// sends nothing: one email per buyer per change.
import { and, eq, inArray } from "drizzle-orm";
import type { DbTransaction } from "../../db/db.server.ts";
import { customers, orderMilestones, orders, type OrderMilestone } from "../../db/schema/index.ts";
import { getServerT } from "../i18n/get-server-t.server.ts";
import { LOCALE_TAGS } from "../i18n/locales.ts";
import type { LeadFieldRow } from "../mail/templates/lead-fields.tsx";
import { createCustomerLink } from "../portal/customer-links.server.ts";
import { canSetMilestone } from "../portal/milestones.ts";
import { formatDay } from "../portal/portal-format.ts";
import { queueBuyerMessage, type PortalMailSettings } from "../portal/portal-mails.server.tsx";
import { portalUrl } from "../portal/portal-paths.ts";
import { customerOrderNumber } from "../sales/order-number.ts";
import { STATUS_MILESTONES } from "./shipment-milestones.ts";
import type { ShipmentRow } from "./shipment-read.server.ts";

export type SyncResult = { orderId: string; added: OrderMilestone[]; mailId: string | null };

const vesselText = (shipment: ShipmentRow) =>
  [shipment.vessel, shipment.voyage].filter(Boolean).join(" ") || shipment.carrier || null;

type Buyer = { id: string; lang: "fr" | "en" | "zh"; email: string | null; name: string | null };

async function lockBuyers(tx: DbTransaction, orderIds: readonly string[]): Promise<Buyer[]> {
  if (orderIds.length === 0) return [];
  return tx
    .select({ id: orders.id, lang: orders.lang, email: customers.email, name: customers.fullName })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(inArray(orders.id, [...orderIds]))
    .orderBy(orders.id)
    .for("update", { of: orders });
}

/** The rows an email shows: the shipment's facts a buyer may use. */
function factRows(shipment: ShipmentRow, lang: Buyer["lang"]): LeadFieldRow[] {
  const t = getServerT(lang, "shipments");
  const tag = LOCALE_TAGS[lang];
  const vessel = vesselText(shipment);
  return [
    ...(vessel ? [{ label: t("buyer.vessel"), value: vessel }] : []),
    ...(shipment.containerNumber ? [{ label: t("buyer.container"), value: shipment.containerNumber }] : []),
    ...(shipment.etd ? [{ label: t("buyer.etd"), value: formatDay(shipment.etd, tag) }] : []),
    ...(shipment.eta ? [{ label: t("buyer.eta"), value: formatDay(shipment.eta, tag) }] : []),
  ];
}

/** Brings every listed order of the shipment to the milestones of its status, one email per order that moved. */
export async function syncOrderMilestones(
  tx: DbTransaction,
  options: {
    shipment: ShipmentRow;
    orderIds: readonly string[];
    actor: string;
    mail: PortalMailSettings;
    today: string;
  },
): Promise<SyncResult[]> {
  const { shipment } = options;
  const targets = STATUS_MILESTONES[shipment.status];
  if (targets.length === 0) return [];
  const buyers = await lockBuyers(tx, options.orderIds);
  const reachedRows = await tx
    .select({ orderId: orderMilestones.orderId, milestone: orderMilestones.milestone })
    .from(orderMilestones)
    .where(inArray(orderMilestones.orderId, [...options.orderIds]));
  const results: SyncResult[] = [];
  for (const buyer of buyers) {
    const reached = reachedRows.filter((row) => row.orderId === buyer.id).map((row) => row.milestone);
    const added: OrderMilestone[] = [];
    for (const milestone of targets) {
      if (!canSetMilestone([...reached, ...added], milestone)) continue;
      await tx.insert(orderMilestones).values({
        orderId: buyer.id,
        milestone,
        reachedOn: milestone === "at_sea" ? (shipment.etd ?? options.today) : options.today,
        reference: milestone === "loaded" ? shipment.containerNumber : null,
        vessel: milestone === "at_sea" ? vesselText(shipment) : null,
        estimatedArrival: milestone === "at_sea" ? shipment.eta : null,
        note: null,
        createdBy: options.actor,
      });
      added.push(milestone);
    }
    const latest = added.at(-1);
    let mailId: string | null = null;
    if (latest && buyer.email) {
      const t = getServerT(buyer.lang, "tracking");
      const number = customerOrderNumber(buyer.id);
      const label = t(`milestones.${latest}.title`);
      const token = await createCustomerLink(tx, { kind: "order", orderId: buyer.id });
      const mail = await queueBuyerMessage(tx, options.mail, {
        to: buyer.email,
        lang: buyer.lang,
        subject: t("mail.subject", { number, milestone: label }),
        paragraphs: [
          buyer.name ? t("mail.greetingName", { name: buyer.name }) : t("mail.greeting"),
          t("mail.intro", { number, milestone: label }),
          t(`milestones.${latest}.text`),
        ],
        rows: factRows(shipment, buyer.lang),
        button: { href: portalUrl(options.mail.publicUrl, buyer.lang, "order", token), label: t("mail.button") },
      });
      mailId = mail.id;
    }
    results.push({ orderId: buyer.id, added, mailId });
  }
  return results;
}

/** A new ETA once the orders are at sea: their milestone follows and each buyer is told once, in their language. */
export async function announceEtaChange(
  tx: DbTransaction,
  options: { shipment: ShipmentRow; orderIds: readonly string[]; previousEta: string | null; mail: PortalMailSettings },
): Promise<string[]> {
  const { shipment } = options;
  if (!shipment.eta || options.orderIds.length === 0) return [];
  const moved = await tx
    .update(orderMilestones)
    .set({ estimatedArrival: shipment.eta, vessel: vesselText(shipment) })
    .where(and(inArray(orderMilestones.orderId, [...options.orderIds]), eq(orderMilestones.milestone, "at_sea")))
    .returning({ orderId: orderMilestones.orderId });
  const buyers = await lockBuyers(
    tx,
    moved.map((row) => row.orderId),
  );
  const mailIds: string[] = [];
  for (const buyer of buyers) {
    if (!buyer.email) continue;
    const t = getServerT(buyer.lang, "shipments");
    const tag = LOCALE_TAGS[buyer.lang];
    const number = customerOrderNumber(buyer.id);
    const token = await createCustomerLink(tx, { kind: "order", orderId: buyer.id });
    const mail = await queueBuyerMessage(tx, options.mail, {
      to: buyer.email,
      lang: buyer.lang,
      subject: t("buyer.etaMail.subject", { number }),
      paragraphs: [
        buyer.name ? t("buyer.etaMail.greetingName", { name: buyer.name }) : t("buyer.etaMail.greeting"),
        options.previousEta
          ? t("buyer.etaMail.changed", {
              number,
              before: formatDay(options.previousEta, tag),
              after: formatDay(shipment.eta, tag),
            })
          : t("buyer.etaMail.set", { number, after: formatDay(shipment.eta, tag) }),
      ],
      rows: factRows(shipment, buyer.lang),
      button: {
        href: portalUrl(options.mail.publicUrl, buyer.lang, "order", token),
        label: getServerT(buyer.lang, "tracking")("mail.button"),
      },
    });
    mailIds.push(mail.id);
  }
  return mailIds;
}

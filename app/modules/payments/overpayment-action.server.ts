// The overpayment forms (issue 26 item 1) of the order page (refund, keep, or record one received by hand) and of the
// card-payment page (refund or keep a card-payment order's). The caller has checked the administrator; each answer is a French message for the page (the back office's language).
import { z } from "zod";
import type { Db } from "../../db/db.server.ts";
import { eq } from "drizzle-orm";
import { CURRENCIES, orders } from "../../db/schema/index.ts";
import { exceedsBound, MAX_UNIT_PRICE, parseMoneyInput } from "../documents/document-lines.ts";
import { isCalendarDay } from "../forms/calendar-day.ts";
import { getFrenchCatalog } from "../i18n/french-catalog.server.ts";
import { OVERPAYMENT_INTENTS, type OverpaymentActionIntent } from "./overpayment-intents.ts";
import { keepOverpayment, recordManualOverpayment } from "./overpayments.server.ts";
import { refundOverpayment } from "./refund-overpayment.server.ts";
import type { PaymentProvider } from "./provider.ts";
import { CURRENCY_DECIMALS } from "../money/currency.ts";

const frOrders = getFrenchCatalog("admin-orders");
const text = frOrders.detail.overpayments;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ManualOverpaymentSchema = z.object({
  amount: z.string().trim().min(1).max(30),
  currency: z.enum(CURRENCIES),
  receivedOn: z.string().refine(isCalendarDay),
  reference: z.string().trim().max(200),
});

export type OverpaymentActionResult = { ok: true; message: string } | { ok: false; status: number; error: string };

export async function runOverpaymentAction(
  db: Db,
  options: {
    intent: OverpaymentActionIntent;
    form: FormData;
    /** The order page's order; absent on the card-payment page, which decides card-payment orders' ones only. */
    orderId?: string;
    actor: string;
    provider: PaymentProvider;
  },
): Promise<OverpaymentActionResult> {
  const { form, orderId, actor } = options;
  const scope = orderId ? { orderId } : { cardOnly: true };
  if (options.intent === OVERPAYMENT_INTENTS.record) {
    if (!orderId) return { ok: false, status: 400, error: text.notFound };
    const parsed = ManualOverpaymentSchema.safeParse({
      amount: form.get("amount") ?? "",
      currency: form.get("currency"),
      receivedOn: form.get("receivedOn") ?? "",
      reference: form.get("reference") ?? "",
    });
    // parseMoneyInput caps an amount at MAX_UNIT_PRICE: one above it is refused, never stored cut down.
    const amountMinor =
      parsed.success && !exceedsBound(parsed.data.amount, MAX_UNIT_PRICE, 10 ** CURRENCY_DECIMALS[parsed.data.currency])
        ? parseMoneyInput(parsed.data.amount, parsed.data.currency)
        : 0;
    if (!parsed.success || amountMinor <= 0) return { ok: false, status: 400, error: text.record.invalid };
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    if (!order) return { ok: false, status: 404, error: frOrders.detail.notFound };
    await recordManualOverpayment(db, {
      orderId,
      amountMinor,
      currency: parsed.data.currency,
      receivedOn: parsed.data.receivedOn,
      reference: parsed.data.reference || null,
      actor,
    });
    return { ok: true, message: text.record.recorded };
  }
  const overpaymentId = form.get("overpaymentId");
  if (typeof overpaymentId !== "string" || !UUID.test(overpaymentId))
    return { ok: false, status: 404, error: text.notFound };
  const result =
    options.intent === OVERPAYMENT_INTENTS.keep
      ? await keepOverpayment(db, { overpaymentId, ...scope, actor })
      : await refundOverpayment(db, { overpaymentId, ...scope, actor, provider: options.provider });
  if (result.ok) {
    const message =
      options.intent === OVERPAYMENT_INTENTS.keep
        ? text.keptToast
        : result.requested
          ? text.refundRequestedToast
          : text.refundedToast;
    return { ok: true, message };
  }
  const status = result.reason === "notFound" ? 404 : result.reason === "notOpen" ? 409 : 502;
  return { ok: false, status, error: text[result.reason] };
}

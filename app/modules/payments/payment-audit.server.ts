// The audit row of what a provider's confirmation did to an order or invoice, with the payment it named.
import type { DbTransaction } from "../../db/db.server.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import type { PaymentStatus, ProviderName } from "./provider.ts";

export type PaymentAuditSource = {
  provider: ProviderName;
  payment: PaymentStatus;
  /** 'system:webhook' or 'system:status-check'. */
  actor: string;
  eventId?: string;
};

export async function auditPayment(
  tx: DbTransaction,
  source: PaymentAuditSource,
  action: string,
  entity: string,
  entityId: string,
  extra: Record<string, unknown>,
) {
  await recordAudit(tx, {
    actor: source.actor,
    action,
    entity,
    entityId,
    summary: {
      ...extra,
      provider: source.provider,
      paymentId: source.payment.paymentId,
      providerStatus: source.payment.providerStatus,
      ...(source.eventId ? { eventId: source.eventId } : {}),
      ...(source.payment.amountMinor !== null
        ? { amount: source.payment.amountMinor, currency: source.payment.currency }
        : {}),
    },
  });
}

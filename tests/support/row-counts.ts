// What a visitor's request may write: counted before and after requests that must write nothing.
import type { Db } from "../../app/db/db.server.ts";
import {
  cardPaymentOrders,
  customers,
  leads,
  mailOutbox,
  orders,
  paymentWebhookEvents,
} from "../../app/db/schema/index.ts";

export async function countVisitorRows(db: Db) {
  return {
    leads: await db.$count(leads),
    orders: await db.$count(orders),
    customers: await db.$count(customers),
    cardPaymentOrders: await db.$count(cardPaymentOrders),
    webhookEvents: await db.$count(paymentWebhookEvents),
    mails: await db.$count(mailOutbox),
  };
}

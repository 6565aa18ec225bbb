// The customer a quote or invoice form chose: one of the customers, none, or a new one made from an email
// (back-office §5: 'New customer in the quote dialog needs an email'), upserted by that email.
import { z } from "zod";
import type { Db } from "../../db/db.server.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { upsertCustomer } from "../sales/upsert-customer.server.ts";
import { CUSTOMER_NEW, CUSTOMER_NONE } from "./customer-choice.ts";
import { isUuid } from "./desk-form.ts";

export type CustomerChoice = { customerId: string | null | undefined } | { emailError: true };

/** undefined when the form has no customer field (left unchanged). A customer made here is audited. */
export async function readCustomerChoice(db: Db, formData: FormData, actor: string): Promise<CustomerChoice> {
  const choice = formData.get("customerId");
  if (typeof choice !== "string") return { customerId: undefined };
  if (choice === CUSTOMER_NONE || choice === "") return { customerId: null };
  if (choice !== CUSTOMER_NEW) return { customerId: isUuid(choice) ? choice : null };
  const email = String(formData.get("newCustomerEmail") ?? "").trim();
  if (!z.email().max(320).safeParse(email).success) return { emailError: true };
  const name = String(formData.get("newCustomerName") ?? "").trim();
  return db.transaction(async (tx) => {
    const { id } = await upsertCustomer(tx, { email, fullName: name });
    await recordAudit(tx, {
      actor,
      action: "customer.upsert_from_document",
      entity: "customer",
      entityId: id,
      summary: { email: email.toLowerCase() },
    });
    return { customerId: id };
  });
}

// The card-payment page's overpayment forms (DESIGN.md ruling 17): refund (through the provider) or keep a card-payment
// order's overpayment, with the order page's rules and French messages. The route has checked the administrator.
import { data } from "react-router";
import type { getServices } from "../../context.server.ts";
import { redirectWithToast } from "../toast/toast.server.ts";
import { runOverpaymentAction } from "./overpayment-action.server.ts";
import { isOverpaymentIntent, OVERPAYMENT_INTENTS } from "./overpayment-intents.ts";
import { getPaymentServices } from "./payment-services.server.ts";

/** The answer to an overpayment intent, or null when the form is about something else. */
export async function runCardOverpaymentAction(
  request: Request,
  context: Parameters<typeof getServices>[0],
  formData: FormData,
  actor: string,
) {
  const intent = formData.get("intent");
  if (!isOverpaymentIntent(intent) || intent === OVERPAYMENT_INTENTS.record) return null;
  const { db, env, provider } = getPaymentServices(context);
  const result = await runOverpaymentAction(db, { intent, form: formData, actor, provider });
  const back = new URL(request.url);
  if (result.ok)
    return redirectWithToast(
      env,
      back.pathname + back.search,
      { type: "success", title: result.message },
      { status: 303 },
    );
  return data({ overpaymentError: result.error }, { status: result.status });
}

// The HTTP side of a webhook delivery, shared by the per-provider routes.
import type { getServices } from "../../context.server.ts";
import { readBodyWithin, tooLargeHeaders } from "../security/read-body.server.ts";
import { handlePaymentWebhook } from "./handle-payment-webhook.server.ts";
import { getPaymentServices } from "./payment-services.server.ts";
import { WebhookVerificationError, type ProviderName } from "./provider.ts";

/** Events are small; a bigger body is not the provider's. */
const MAX_BODY_BYTES = 256 * 1024;

export async function receivePaymentWebhook(
  request: Request,
  context: Parameters<typeof getServices>[0],
  providerName: ProviderName,
): Promise<Response> {
  const { db, provider, mail, logger } = getPaymentServices(context, providerName);
  // The signature covers the exact bytes sent: read the body as text, never re-serialised JSON (reference §5). Read
  // up to the bound even when too large, so the answer is not a reset connection (issue 12).
  const read = await readBodyWithin(request, MAX_BODY_BYTES);
  if (!read.body) return Response.json({ error: "payload too large" }, { status: 413, headers: tooLargeHeaders(read) });
  const rawBody = await read.body.text();
  try {
    const result = await handlePaymentWebhook(db, { provider, rawBody, headers: request.headers, mail });
    logger.info({ provider: providerName, ...result }, "payment webhook");
    return Response.json({ received: true });
  } catch (error) {
    if (error instanceof WebhookVerificationError) {
      logger.warn({ provider: providerName, reason: error.message }, "payment webhook refused");
      return Response.json({ error: "invalid signature" }, { status: 401 });
    }
    throw error;
  }
}

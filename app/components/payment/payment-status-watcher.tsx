// While the provider has not confirmed a payment, checks again: with JavaScript by polling the JSON status route
// and reloading the page's data when it changes; without it, by a meta refresh.
import { useEffect } from "react";
import { useRevalidator } from "react-router";

const POLL_MS = 2_000;
/** After this long the page stops polling by itself; the buyer can still reload. */
const POLL_FOR_MS = 10 * 60_000;

export function PaymentStatusWatcher({
  kind,
  orderId,
  status,
}: {
  kind: "card" | "deposit";
  orderId: string;
  status: string;
}) {
  const revalidator = useRevalidator();
  const isPending = status === "pending";
  useEffect(() => {
    if (!isPending) return;
    const startedAt = Date.now();
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const check = async () => {
      try {
        const response = await fetch(`/payments/status?kind=${kind}&orderId=${encodeURIComponent(orderId)}`, {
          signal: controller.signal,
          headers: { accept: "application/json" },
        });
        const body = response.ok ? ((await response.json()) as { status?: string }) : {};
        if (body.status && body.status !== status) {
          await revalidator.revalidate();
          return;
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      if (Date.now() - startedAt < POLL_FOR_MS) timer = setTimeout(check, POLL_MS);
    };
    timer = setTimeout(check, POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
    // revalidator is a new object on every render; the poll only depends on what it asks for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, orderId, status, isPending]);
  if (!isPending) return null;
  return (
    <noscript>
      <meta httpEquiv="refresh" content="5" />
    </noscript>
  );
}

// A fetcher for the customer-page actions (JSON answers): a toast with the server's sentence when it answers.
import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { PortalActionAnswer } from "../../../modules/portal/admin-portal-action.server.ts";
import { toast } from "../../toaster.tsx";

export function usePortalFetcher(key: string) {
  const fetcher = useFetcher<PortalActionAnswer>({ key });
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) toast.success(answer.message);
    else if (!answer.fieldErrors) toast.error(answer.error);
  }, [answer]);
  return fetcher;
}

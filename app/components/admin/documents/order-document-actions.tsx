import { ClipboardList, FilePlus2, Receipt } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { StatusButton } from "../../ui/status-button.tsx";

const ACTIONS = [
  { intent: "quote", label: "orderDocuments.createQuote", icon: FilePlus2 },
  { intent: "deposit", label: "orderDocuments.createDeposit", icon: Receipt },
  { intent: "balance", label: "orderDocuments.createBalance", icon: Receipt },
  { intent: "purchase_order", label: "orderDocuments.createPurchaseOrder", icon: ClipboardList },
] as const;

/**
 * The buttons that create a quote (the order's configuration as lines), a deposit invoice, a balance invoice
 * (deducting the deposit) or a purchase order from an order; each is opened once made, a failure comes back to the
 * order page as a toast. The order page puts them in its Documents card.
 */
export function OrderDocumentButtons({ orderId }: { orderId: string }) {
  const { t } = useTranslation("admin-documents");
  const action = `/admin/orders/${orderId}/documents`;
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" && navigation.formAction === action ? navigation.formData?.get("intent") : null;
  return (
    <Form method="post" action={action} className="flex flex-wrap gap-2">
      {ACTIONS.map(({ intent, label, icon: Icon }) => (
        <StatusButton
          key={intent}
          type="submit"
          name="intent"
          value={intent}
          variant="outline"
          size="sm"
          status={busy === intent ? "pending" : "idle"}
          disabled={Boolean(busy)}
        >
          <Icon aria-hidden="true" />
          {t(label)}
        </StatusButton>
      ))}
    </Form>
  );
}

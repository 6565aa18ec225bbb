// A shipment's action that asks first (issue 30 item 2: delete the shipment, remove a file): the button opens the
// kit's confirmation, whose submit posts the intent and its fields to the page and shows it pending meanwhile.
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from "../../ui/alert-dialog.tsx";
import { Button, type ButtonVariant } from "../../ui/button.tsx";
import { StatusButton } from "../../ui/status-button.tsx";

type ShipmentConfirmActionProps = {
  intent: string;
  /** Hidden fields posted with the intent (the file's id). */
  fields?: Record<string, string>;
  icon?: ReactNode;
  label: string;
  /** The trigger's accessible name when its label alone is ambiguous (one 'Retirer' per file). */
  triggerLabel?: string;
  title: string;
  description: string;
  triggerVariant?: ButtonVariant;
  size?: "sm";
};

export function ShipmentConfirmAction({
  intent,
  fields = {},
  icon,
  label,
  triggerLabel,
  title,
  description,
  triggerVariant = "outline",
  size,
}: ShipmentConfirmActionProps) {
  const { t } = useTranslation("shipments");
  const navigation = useNavigation();
  const isPending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    Object.entries(fields).every(([name, value]) => navigation.formData?.get(name) === value);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant={triggerVariant} size={size} aria-label={triggerLabel}>
          {icon}
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        title={title}
        description={description}
        cancelLabel={t("admin.delete.cancel")}
        action={
          <Form method="post">
            <input type="hidden" name="intent" value={intent} />
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <StatusButton type="submit" variant="destructive" status={isPending ? "pending" : "idle"}>
              {label}
            </StatusButton>
          </Form>
        }
      />
    </AlertDialog>
  );
}

import { useTranslation } from "../../modules/i18n/react.tsx";
import { StaticToast } from "./static-toast.tsx";

/**
 * A form's failure ('Erreur' …) on a page served without React: the message keys the action answered, shown as the
 * page's one-off message, in the page's language with the answer's values ('…dans {{minutes}} minute(s)').
 */
export function FormFailureToast({
  toast,
  values,
}: {
  toast: { title: string; description: string } | undefined;
  values?: Record<string, string | number>;
}) {
  const { t } = useTranslation();
  if (!toast) return null;
  return <StaticToast toast={{ type: "error", title: t(toast.title), description: t(toast.description, values) }} />;
}

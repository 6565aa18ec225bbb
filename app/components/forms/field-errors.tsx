import { useTranslation } from "../../modules/i18n/react.tsx";

/** Messages under a field; they are translation keys ("forms:errors.tooLong"), filled with the field's limit. */
export function FieldErrors({ id, errors, max }: { id: string; errors: string[] | undefined; max?: number }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm font-medium text-red-700">
      {errors.map((error) => (
        <li key={error}>{t(error, { max })}</li>
      ))}
    </ul>
  );
}

/** Form-level messages, announced at once to screen readers. */
export function FormAlert({
  id,
  errors,
  values,
}: {
  id: string;
  errors: string[] | undefined;
  values?: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  return (
    <div id={id} role="alert" aria-live="assertive" className="empty:hidden">
      {errors?.length ? (
        <div className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {errors.map((error) => (
            <p key={error}>{t(error, values)}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

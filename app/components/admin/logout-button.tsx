import { LogOut } from "lucide-react";
import { Form } from "react-router";

/** Sign-out is a POST form, so it works without JavaScript and cannot be triggered by a link. */
export function LogoutButton({
  label,
  className,
  labelClassName,
}: {
  label: string;
  className?: string;
  labelClassName?: string;
}) {
  return (
    <Form method="post" action="/logout" className="inline">
      <button
        type="submit"
        title={label}
        className={
          className ??
          "inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        }
      >
        <LogOut className="size-4" aria-hidden="true" />
        <span className={labelClassName}>{label}</span>
      </button>
    </Form>
  );
}

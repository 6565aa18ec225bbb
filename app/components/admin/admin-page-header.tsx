import type { ReactNode } from "react";
import { AdminBreadcrumbs } from "./admin-breadcrumbs.tsx";

type AdminPageHeaderProps = {
  /** The page's one h1, the same words as its `<title>`. */
  title: ReactNode;
  description?: ReactNode;
  /** The page's main actions, on the right ('Nouveau produit'). */
  actions?: ReactNode;
};

/** The top of every back-office page: breadcrumbs, the h1, a line of description and the page's actions. */
export function AdminPageHeader({ title, description, actions }: AdminPageHeaderProps) {
  return (
    <header className="mb-6 grid gap-2">
      <AdminBreadcrumbs />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">{title}</h1>
          {description ? <p className="mt-1 max-w-3xl text-sm text-slate-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}

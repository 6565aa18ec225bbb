import { Search } from "lucide-react";
import { useEffect, useRef, type ComponentProps, type ReactNode } from "react";
import { Form, Link, useLocation, useSearchParams } from "react-router";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { LIST_PARAM_NAMES } from "../../../modules/lists/list-params.ts";
import { Button } from "../../ui/button.tsx";
import { cn, FOCUS_RING } from "../../ui/cn.ts";
import { Input } from "../../ui/input.tsx";

/** The list parameters a new filter keeps (the sort and page size); the page goes back to 1. */
const KEPT = [LIST_PARAM_NAMES.sort, LIST_PARAM_NAMES.direction, LIST_PARAM_NAMES.size];

type DataTableFiltersProps = {
  /** Names the search region ('Filtrer le journal'). */
  label: string;
  /** Whether any filter is on, to offer to clear them. */
  isFiltered: boolean;
  /** The filter controls, each with the `name` of its search parameter. */
  children: ReactNode;
};

/**
 * A filter bar: a GET form, so filtering is a URL (bookmarkable, Back works, and without JavaScript too). A choice
 * (a select, a date) applies at once; text applies with Enter or the button.
 */
export function DataTableFilters({ label, isFiltered, children }: DataTableFiltersProps) {
  const { t } = useTranslation("admin");
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const kept = KEPT.flatMap((name) => {
    const value = searchParams.get(name);
    return value ? [[name, value] as const] : [];
  });
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      preventScrollReset
      className="flex flex-wrap items-end gap-2"
      onChange={(event) => {
        const target = event.target as HTMLElement;
        if (target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type === "date"))
          event.currentTarget.requestSubmit();
      }}
    >
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <Button type="submit" variant="secondary">
        {t("table.filter")}
      </Button>
      {isFiltered ? (
        <Link
          to={{ pathname, search: new URLSearchParams(kept.map(([name, value]) => [name, value])).toString() }}
          className={cn(
            "inline-flex h-9 items-center rounded-md px-2 text-sm font-medium text-slate-600 hover:text-slate-900",
            FOCUS_RING,
          )}
        >
          {t("table.resetFilters")}
        </Link>
      ) : null}
    </Form>
  );
}

/** The filter bar's search box; "/" anywhere on the page (outside a field) puts the cursor in it. */
export function DataTableSearch({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  const { t } = useTranslation("admin");
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const target = event.target as HTMLElement;
      if (event.key !== "/" || event.metaKey || event.ctrlKey || event.altKey) return;
      if (target.closest("input, textarea, select, [contenteditable=true], [role=dialog]")) return;
      event.preventDefault();
      ref.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  return (
    <div className={cn("relative min-w-48 flex-1 sm:max-w-xs", className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-400"
      />
      <Input
        ref={ref}
        type="search"
        aria-keyshortcuts="/"
        title={t("table.searchShortcut")}
        className="pl-8"
        {...props}
      />
    </div>
  );
}

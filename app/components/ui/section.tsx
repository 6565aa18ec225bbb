import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "./cn.ts";

type SectionHeadingProps = ComponentProps<"h2"> & {
  /** One line under the title. */
  description?: ReactNode;
  /** Buttons aligned on the right of the title. */
  actions?: ReactNode;
};

/** A section's title row: an h2, an optional description and actions. */
export function SectionHeading({ description, actions, className, children, ...props }: SectionHeadingProps) {
  return (
    <div className={cn("flex flex-wrap items-end justify-between gap-3", className)}>
      <div className="min-w-0">
        <h2 className="text-base font-semibold text-slate-900" {...props}>
          {children}
        </h2>
        {description ? <p className="mt-0.5 text-sm text-slate-500">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
    </div>
  );
}

type SectionProps = Omit<ComponentProps<"section">, "title"> & {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
};

/** A titled region of a page (named by its heading for assistive technology), with the kit's spacing. */
export function Section({ title, description, actions, className, children, ...props }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn("space-y-3", className)} {...props}>
      <SectionHeading id={headingId} description={description} actions={actions}>
        {title}
      </SectionHeading>
      {children}
    </section>
  );
}

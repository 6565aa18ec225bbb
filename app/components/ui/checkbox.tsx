import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { Check, Minus } from "lucide-react";
import type { ComponentProps } from "react";
import { cn, FOCUS_RING } from "./cn.ts";
import { useFieldControl } from "./field.tsx";

/** A Radix checkbox (a button with role checkbox, and a hidden input when it has a `name`); `checked` may be "indeterminate". */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      {...useFieldControl(props)}
      className={cn(
        "peer grid size-4 shrink-0 place-items-center rounded-sm border border-slate-400 bg-white shadow-xs transition-colors",
        "hover:border-slate-500 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700 data-[state=checked]:text-white",
        "data-[state=indeterminate]:border-brand-700 data-[state=indeterminate]:bg-brand-700 data-[state=indeterminate]:text-white",
        "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-600",
        FOCUS_RING,
        className,
      )}
    >
      <CheckboxPrimitive.Indicator>
        {props.checked === "indeterminate" ? (
          <Minus aria-hidden="true" className="size-3.5" strokeWidth={3} />
        ) : (
          <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
        )}
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

import type { ComponentProps } from "react";
import { cn } from "./cn.ts";
import { useFieldControl } from "./field.tsx";
import { CONTROL_CLASSES } from "./input.tsx";

export function Textarea({ className, rows = 4, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea rows={rows} {...useFieldControl(props)} className={cn(CONTROL_CLASSES, "min-h-16 py-2", className)} />
  );
}

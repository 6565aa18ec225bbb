import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";
import { cn, FOCUS_RING } from "./cn.ts";

export const Tabs = TabsPrimitive.Root;

/** The row of tabs; left and right arrows move between them (WAI-ARIA tabs pattern). */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn("inline-flex max-w-full items-center gap-1 overflow-x-auto border-b border-slate-200", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "-mb-px inline-flex items-center gap-1.5 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 transition-colors",
        "hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 disabled:opacity-50",
        FOCUS_RING,
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("pt-4", FOCUS_RING, className)} {...props} />;
}

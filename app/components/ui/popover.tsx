import * as PopoverPrimitive from "@radix-ui/react-popover";
import type { ComponentProps } from "react";
import { cn } from "./cn.ts";
import { FLOATING_PANEL_CLASSES } from "./overlay-classes.ts";

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverClose = PopoverPrimitive.Close;

/** A non-modal panel anchored to its trigger (a filter, a quick edit); Escape or a click outside closes it. */
export function PopoverContent({
  className,
  sideOffset = 6,
  align = "start",
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(FLOATING_PANEL_CLASSES, "w-72 p-4", className)}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}

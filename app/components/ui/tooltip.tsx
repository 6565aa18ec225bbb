import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ReactElement, ReactNode } from "react";

/** One provider at the top of the back office, so tooltips share their delay. */
export const TooltipProvider = TooltipPrimitive.Provider;

type TooltipProps = {
  /** The short text shown on hover and keyboard focus; it also describes the trigger to assistive technology. */
  content: ReactNode;
  side?: "top" | "right" | "bottom" | "left";
  /** One focusable element (a button, a link). */
  children: ReactElement;
};

export function Tooltip({ content, side = "top", children }: TooltipProps) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          className="z-50 max-w-64 rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow-md"
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-slate-900" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}

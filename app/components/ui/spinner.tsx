import { LoaderCircle } from "lucide-react";
import { cn } from "./cn.ts";

/** A turning circle, hidden from assistive technology: the caller says what is busy (aria-busy, a label). */
export function Spinner({ className }: { className?: string }) {
  return (
    <LoaderCircle aria-hidden="true" className={cn("size-4 animate-spin motion-reduce:animate-none", className)} />
  );
}

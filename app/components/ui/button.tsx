import { Slot } from "@radix-ui/react-slot";
import type { ComponentProps } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-classes.ts";

export { buttonClasses, type ButtonSize, type ButtonVariant };

export type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders its one child (a `Link`, an `<a>`) with the button's look instead of a `<button>`. */
  asChild?: boolean;
};

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  const classes = buttonClasses({ variant, size, className });
  if (asChild) return <Slot className={classes} {...props} />;
  return <button type={type ?? "button"} className={classes} {...props} />;
}

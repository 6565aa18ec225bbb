import * as SelectPrimitive from "@radix-ui/react-select";
import { Check, ChevronDown } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { cn } from "./cn.ts";
import { useFieldControl } from "./field.tsx";
import { CONTROL_CLASSES } from "./input.tsx";

export type SelectOption = { value: string; label: string; isDisabled?: boolean };

export type SelectProps = Omit<ComponentProps<typeof SelectPrimitive.Root>, "children"> & {
  options: readonly SelectOption[];
  placeholder?: string;
  id?: string;
  className?: string;
  "aria-label"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false";
};

/**
 * A Radix select: a button opening a listbox, typed-ahead and driven by the arrow keys. With a `name` it also renders
 * a hidden native select, so a `<Form>` (GET or POST) sends its value without JavaScript-specific code.
 */
export function Select({ options, placeholder, id, className, "aria-label": ariaLabel, ...props }: SelectProps) {
  const {
    "aria-describedby": describedBy,
    "aria-invalid": invalid,
    id: controlId,
    required,
    onValueChange,
    ...root
  } = useFieldControl({ id, ...props });
  // Radix finds the chosen option's text only once the browser has mounted the list; the label is written here so
  // the server's HTML and the first paint show it too.
  const [uncontrolled, setUncontrolled] = useState(props.defaultValue);
  const current = props.value ?? uncontrolled;
  const label = options.find((option) => option.value === current)?.label;
  return (
    <SelectPrimitive.Root
      {...root}
      required={required}
      onValueChange={(value) => {
        setUncontrolled(value);
        onValueChange?.(value);
      }}
    >
      <SelectPrimitive.Trigger
        id={controlId}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        className={cn(
          CONTROL_CLASSES,
          "flex h-9 items-center justify-between gap-2 py-1.5 text-left data-placeholder:text-slate-500",
          className,
        )}
      >
        <SelectPrimitive.Value placeholder={placeholder}>{label}</SelectPrimitive.Value>
        <SelectPrimitive.Icon>
          <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-md border border-slate-200 bg-white text-sm shadow-lg"
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.isDisabled}
                className="relative flex cursor-default items-center rounded-sm py-1.5 pr-8 pl-2 text-slate-800 outline-none select-none data-disabled:opacity-50 data-highlighted:bg-brand-50 data-highlighted:text-brand-800"
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="absolute right-2 inline-flex items-center">
                  <Check aria-hidden="true" className="size-4" />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}

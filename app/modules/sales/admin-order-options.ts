import type { ChosenOption } from "./statuses.ts";

/** The configurator's choices frozen on an order, on one line: 'Modèle : 1,8 t, Toit : canopy'. */
export function optionsText(options: readonly ChosenOption[]): string {
  return options.map((option) => `${option.label} : ${option.valueLabel}`).join(", ");
}

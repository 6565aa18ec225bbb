import { useEffect, useMemo, useState } from "react";
import { computeOrderTotal, normalizeQuantity, type ProductPrice } from "../../modules/catalog/pricing.ts";
import {
  buildConfigurationSearch,
  resolveOptions,
  type OptionSelections,
  type ProductOption,
} from "../../modules/catalog/product-options.ts";

export type ProductConfiguration = ReturnType<typeof useProductConfiguration>;

/**
 * Quantity and chosen options of the product sheet. The server reads them from the URL (so totals are right
 * without JavaScript); in the browser they change instantly and the URL follows without a navigation.
 */
export function useProductConfiguration(input: {
  options: ProductOption[];
  price: ProductPrice;
  initialQty: number;
  initialSelections: OptionSelections;
}) {
  const { options, price, initialQty, initialSelections } = input;
  const [qty, setQtyState] = useState(initialQty);
  const [selections, setSelections] = useState(initialSelections);
  // A navigation (the configurator's GET form, back/forward) brings new values from the server.
  const initialKey = JSON.stringify([initialQty, initialSelections]);
  const [loadedKey, setLoadedKey] = useState(initialKey);
  if (loadedKey !== initialKey) {
    setLoadedKey(initialKey);
    setQtyState(initialQty);
    setSelections(initialSelections);
  }

  useEffect(() => {
    const search = buildConfigurationSearch(new URLSearchParams(window.location.search), options, qty, selections);
    const url = `${window.location.pathname}${search}${window.location.hash}`;
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
      window.history.replaceState(window.history.state, "", url);
    }
  }, [options, qty, selections]);

  const resolved = useMemo(() => resolveOptions(options, selections), [options, selections]);
  const totals = computeOrderTotal({
    unitPriceXpf: price.baseXpf,
    optionDeltasXpf: resolved.deltasXpf,
    quantity: qty,
    freightXpf: price.freightXpf,
  });

  return {
    qty,
    setQty: (value: unknown) => setQtyState(normalizeQuantity(value)),
    selections,
    /** Select and radio: one value, or none. */
    setSingle: (code: string, valueCode: string) =>
      setSelections((current) => {
        const next = { ...current };
        if (valueCode) next[code] = [valueCode];
        else delete next[code];
        return next;
      }),
    /** Checkbox: add or remove one value. */
    toggle: (code: string, valueCode: string, isChecked: boolean) =>
      setSelections((current) => {
        const values = new Set(current[code] ?? []);
        if (isChecked) values.add(valueCode);
        else values.delete(valueCode);
        const next = { ...current, [code]: [...values] };
        if (next[code]!.length === 0) delete next[code];
        return next;
      }),
    resolved,
    totals,
    /** `?qty=…&opt_…` for another quantity with the same options (links of the stepper without JavaScript). */
    searchFor: (quantity: number, base: URLSearchParams) => buildConfigurationSearch(base, options, quantity, selections),
  };
}

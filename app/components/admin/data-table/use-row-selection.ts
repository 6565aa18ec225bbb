import { useCallback, useMemo, useState } from "react";

/**
 * The rows ticked on the current page. A selection belongs to the rows it was made on: when the page shows other
 * rows (next page, new sort or filter), the ids no longer shown drop out.
 */
export function useRowSelection(rowIds: readonly string[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const shown = useMemo(() => new Set(rowIds), [rowIds]);
  const selectedIds = useMemo(() => [...selected].filter((id) => shown.has(id)), [selected, shown]);
  const toggle = useCallback((id: string, isOn: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (isOn) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const setAll = useCallback((isOn: boolean) => setSelected(isOn ? new Set(rowIds) : new Set()), [rowIds]);
  const clear = useCallback(() => setSelected(new Set()), []);
  const allState: boolean | "indeterminate" =
    selectedIds.length === 0 ? false : selectedIds.length === rowIds.length ? true : "indeterminate";
  return {
    selectedIds,
    isSelected: (id: string) => selected.has(id) && shown.has(id),
    toggle,
    setAll,
    clear,
    allState,
  };
}

// Move up, move down and delete buttons of one row of a list (specs, FAQ, options, values): keyboard-reachable
// buttons named after the row, so reordering needs no mouse.
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Button } from "../../ui/button.tsx";

type RowControlsProps = {
  /** The row's name in the buttons' labels ('Ligne 2'). */
  item: string;
  removeLabel: string;
  index: number;
  count: number;
  onMove: (delta: number) => void;
  onRemove: () => void;
};

export function RowControls({ item, removeLabel, index, count, onMove, onRemove }: RowControlsProps) {
  const { t } = useTranslation("admin-editor");
  return (
    <div className="flex shrink-0 items-center gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={t("move.up", { item })}
        title={t("move.up", { item })}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={t("move.down", { item })}
        title={t("move.down", { item })}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button type="button" variant="ghost" size="icon" aria-label={removeLabel} title={removeLabel} onClick={onRemove}>
        <Trash2 aria-hidden="true" className="text-red-700" />
      </Button>
    </div>
  );
}

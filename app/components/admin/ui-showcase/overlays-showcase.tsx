import { CircleHelp, Copy, Eye, MoreHorizontal, Pencil, SlidersHorizontal, Trash2 } from "lucide-react";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { AlertDialog, AlertDialogAction, AlertDialogContent, AlertDialogTrigger } from "../../ui/alert-dialog.tsx";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from "../../ui/dialog.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../ui/dropdown-menu.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { Popover, PopoverContent, PopoverTrigger } from "../../ui/popover.tsx";
import { Tooltip } from "../../ui/tooltip.tsx";
import { ShowcaseSection } from "./showcase-parts.tsx";

export function OverlaysShowcase() {
  const { t } = useTranslation("admin");
  return (
    <ShowcaseSection title={t("ui.overlays.title")} description={t("ui.overlays.description")}>
      <div className="flex flex-wrap items-center gap-2">
        <Dialog>
          <DialogTrigger asChild>
            <Button>{t("ui.overlays.openDialog")}</Button>
          </DialogTrigger>
          <DialogContent
            title={t("ui.overlays.dialogTitle")}
            description={t("ui.overlays.dialogDescription")}
            closeLabel={t("ui.overlays.close")}
          >
            <Field label={t("ui.overlays.dialogName")} isRequired>
              <Input name="category-name" />
            </Field>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t("ui.overlays.cancel")}</Button>
              </DialogClose>
              <DialogClose asChild>
                <Button>{t("ui.overlays.create")}</Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>

        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden="true" />
              {t("ui.overlays.openAlert")}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent
            title={t("ui.overlays.alertTitle")}
            description={t("ui.overlays.alertDescription")}
            cancelLabel={t("ui.overlays.cancel")}
            action={<AlertDialogAction>{t("ui.overlays.confirm")}</AlertDialogAction>}
          />
        </AlertDialog>

        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline">
              <MoreHorizontal aria-hidden="true" />
              {t("ui.overlays.openMenu")}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuLabel>{t("ui.overlays.menuLabel")}</DropdownMenuLabel>
            <DropdownMenuItem>
              <Eye aria-hidden="true" />
              {t("ui.overlays.menuView")}
            </DropdownMenuItem>
            <DropdownMenuItem>
              <Pencil aria-hidden="true" />
              {t("ui.overlays.menuEdit")}
            </DropdownMenuItem>
            <DropdownMenuItem disabled>
              <Copy aria-hidden="true" />
              {t("ui.overlays.menuDuplicate")}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive">
              <Trash2 aria-hidden="true" />
              {t("ui.overlays.menuDelete")}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>

        <Popover>
          <PopoverTrigger asChild>
            <Button variant="outline">
              <SlidersHorizontal aria-hidden="true" />
              {t("ui.overlays.openPopover")}
            </Button>
          </PopoverTrigger>
          <PopoverContent>
            <p className="text-sm text-slate-600">{t("ui.overlays.popoverText")}</p>
          </PopoverContent>
        </Popover>

        <Tooltip content={t("ui.overlays.tooltip")}>
          <Button variant="ghost" size="icon" aria-label={t("ui.overlays.tooltipTrigger")}>
            <CircleHelp aria-hidden="true" />
          </Button>
        </Tooltip>
      </div>
    </ShowcaseSection>
  );
}

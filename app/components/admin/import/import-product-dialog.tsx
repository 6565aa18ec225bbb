// The products list's 'Importer depuis Alibaba' dialog: the same form as /admin/import. Without `categories` it loads
// them from /admin/import's loader when first opened.
import { PackageSearch } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "../../ui/dialog.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import type { ImportCategory } from "../../../modules/importer/import-events.ts";
import { ImportProductForm } from "./import-product-form.tsx";

export function ImportProductDialog({ categories }: { categories?: readonly ImportCategory[] }) {
  const { t } = useTranslation("importer");
  const [isOpen, setIsOpen] = useState(false);
  const fetcher = useFetcher<{ categories: ImportCategory[] }>();
  const mustLoad = !categories && isOpen && fetcher.state === "idle" && !fetcher.data;
  useEffect(() => {
    if (mustLoad) void fetcher.load("/admin/import");
  }, [mustLoad, fetcher]);
  const shown = categories ?? fetcher.data?.categories;
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <PackageSearch aria-hidden="true" />
          {t("screen.dialogTrigger")}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t("screen.title")}
        description={t("screen.description")}
        closeLabel={t("screen.close")}
        className="sm:max-w-xl"
      >
        {shown ? (
          <ImportProductForm categories={shown} hasBackLink={false} />
        ) : (
          <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
            <Spinner />
            {t("screen.loadingCategories")}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { Plus } from "lucide-react";
import { useFetcher } from "react-router";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from "../../ui/dialog.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { StatusButton } from "../../ui/status-button.tsx";
import type { ProductListCategory } from "./product-row-types.ts";

/** What the action answers to a refused creation. */
export type CreateProductReply = { intent: "create"; error: string };

/** 'Nouveau produit': a title and a category, then the editor of the new draft. */
export function NewProductDialog({ categories }: { categories: readonly ProductListCategory[] }) {
  const { t } = useTranslation("admin-products");
  const fetcher = useFetcher<CreateProductReply>();
  const error = fetcher.data?.intent === "create" ? fetcher.data.error : undefined;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {t("create.open")}
        </Button>
      </DialogTrigger>
      <DialogContent title={t("create.title")} description={t("create.description")} closeLabel={t("close")}>
        <fetcher.Form method="post" className="mt-4 grid gap-4" noValidate>
          <input type="hidden" name="intent" value="create" />
          <Field label={t("create.productTitle")} isRequired>
            <Input name="title" maxLength={200} autoComplete="off" aria-invalid={error ? true : undefined} />
          </Field>
          <Field label={t("create.category")} isRequired>
            <Select
              name="categoryId"
              placeholder={t("create.chooseCategory")}
              options={categories.map((category) => ({ value: category.id, label: category.name }))}
            />
          </Field>
          {error ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <StatusButton type="submit" status={fetcher.state === "idle" ? "idle" : "pending"}>
              {t("create.submit")}
            </StatusButton>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

import { FolderCog, Pencil, Plus } from "lucide-react";
import { useCallback, useState } from "react";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "../../ui/dialog.tsx";
import type { ProductListCategory } from "../products-list/product-row-types.ts";
import { DeleteConfirm } from "../products-list/delete-confirm.tsx";
import { CategoryForm } from "./category-form.tsx";

/** 'Gérer les catégories': the categories with their product count, a form to create or edit one, delete. */
export function CategoriesDialog({ categories }: { categories: readonly ProductListCategory[] }) {
  const { t } = useTranslation("admin-products");
  // null: the list; "new": the creation form; a category: its edit form.
  const [editing, setEditing] = useState<ProductListCategory | "new" | null>(null);
  const backToList = useCallback(() => setEditing(null), []);
  return (
    <Dialog onOpenChange={(open) => (open ? null : setEditing(null))}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <FolderCog aria-hidden="true" />
          {t("categories.open")}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={
          editing === "new"
            ? t("categories.newTitle")
            : editing
              ? t("categories.editTitle", { name: editing.name })
              : t("categories.title")
        }
        description={t("categories.description")}
        closeLabel={t("close")}
        className="max-w-2xl"
      >
        <div className="mt-4">
          {editing ? (
            <CategoryForm
              key={editing === "new" ? "new" : editing.id}
              category={editing === "new" ? null : editing}
              onDone={backToList}
            />
          ) : (
            <div className="grid gap-3">
              <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
                {categories.map((category) => (
                  <li key={category.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium text-slate-900">{category.name}</span>
                      <span className="block text-xs text-slate-500">
                        <span className="font-mono">{category.key}</span> ·{" "}
                        {t("categories.count", { count: category.productCount })}
                      </span>
                    </span>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t("categories.editLabel", { name: category.name })}
                      onClick={() => setEditing(category)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <DeleteCategoryButton category={category} />
                  </li>
                ))}
              </ul>
              <div>
                <Button variant="secondary" onClick={() => setEditing("new")}>
                  <Plus aria-hidden="true" />
                  {t("categories.new")}
                </Button>
              </div>
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Deleting asks first and says what becomes of the category's products. */
function DeleteCategoryButton({ category }: { category: ProductListCategory }) {
  const { t } = useTranslation("admin-products");
  return (
    <DeleteConfirm
      label={t("categories.deleteLabel", { name: category.name })}
      title={t("categories.deleteTitle", { name: category.name })}
      description={
        category.productCount > 0
          ? t("categories.deleteWithProducts", { count: category.productCount })
          : t("categories.deleteEmpty")
      }
      cancelLabel={t("categories.cancel")}
      confirmLabel={t("categories.deleteConfirm")}
      fields={{ intent: "category-delete", categoryId: category.id }}
    />
  );
}

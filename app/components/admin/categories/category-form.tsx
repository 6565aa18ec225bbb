import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { categoryKeyFromName } from "../../../modules/catalog/category-fields.ts";
import { imageVariants } from "../../../modules/media/image-variants.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Button } from "../../ui/button.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { StatusButton } from "../../ui/status-button.tsx";
import type { ProductListCategory } from "../products-list/product-row-types.ts";

/** What the action answers to a refused category. */
export type CategoryReply = {
  intent: "category-save";
  ok: boolean;
  errors?: { name?: string; key?: string; cover?: string; form?: string };
};

type CategoryFormProps = {
  /** The category being edited; a new one otherwise. */
  category: ProductListCategory | null;
  onDone: () => void;
};

/** Create or edit a category: name (key derived from it while creating), English and Chinese names, cover. */
export function CategoryForm({ category, onDone }: CategoryFormProps) {
  const { t } = useTranslation("admin-products");
  const fetcher = useFetcher<CategoryReply>();
  const [name, setName] = useState(category?.name ?? "");
  const [key, setKey] = useState(category?.key ?? "");
  const [isKeyTouched, setKeyTouched] = useState(category !== null);
  const errors = fetcher.data?.intent === "category-save" ? fetcher.data.errors : undefined;
  const isSaved = fetcher.state === "idle" && fetcher.data?.intent === "category-save" && fetcher.data.ok;
  useEffect(() => {
    if (isSaved) onDone();
  }, [isSaved, onDone]);
  return (
    <fetcher.Form method="post" encType="multipart/form-data" className="grid gap-3" noValidate>
      <input type="hidden" name="intent" value="category-save" />
      {category ? <input type="hidden" name="categoryId" value={category.id} /> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t("categories.name")} error={errors?.name} isRequired>
          <Input
            name="name"
            value={name}
            maxLength={120}
            onChange={(event) => {
              setName(event.target.value);
              if (!isKeyTouched) setKey(categoryKeyFromName(event.target.value));
            }}
          />
        </Field>
        <Field label={t("categories.key")} hint={t("categories.keyHint")} error={errors?.key} isRequired>
          <Input
            name="key"
            value={key}
            maxLength={60}
            className="font-mono"
            onChange={(event) => {
              setKey(event.target.value);
              setKeyTouched(true);
            }}
          />
        </Field>
        <Field label={t("categories.nameEn")}>
          <Input name="nameEn" lang="en" defaultValue={category?.translations.en?.name ?? ""} maxLength={120} />
        </Field>
        <Field label={t("categories.nameZh")}>
          <Input name="nameZh" lang="zh" defaultValue={category?.translations.zh?.name ?? ""} maxLength={120} />
        </Field>
      </div>
      <div className="flex items-end gap-3">
        {category?.cover ? (
          <img
            {...imageVariants(category.cover)}
            sizes="64px"
            alt={t("categories.currentCover")}
            className="size-16 rounded-md border border-slate-200 object-cover"
          />
        ) : null}
        <Field label={t("categories.cover")} hint={t("categories.coverHint")} error={errors?.cover} className="flex-1">
          <Input name="cover" type="file" accept="image/*" className="py-1.5" />
        </Field>
      </div>
      {errors?.form ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.form}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t("categories.cancel")}
        </Button>
        <StatusButton type="submit" status={fetcher.state === "idle" ? "idle" : "pending"}>
          {category ? t("categories.save") : t("categories.create")}
        </StatusButton>
      </div>
    </fetcher.Form>
  );
}

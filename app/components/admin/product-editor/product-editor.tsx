// The product editor (back-office §2–§5, §8; issue 14 item 3): one screen for a new product and an existing one.
// The form lives in React state and is posted as JSON to the route's action, which checks it again on the server.
import { ArrowLeft, ExternalLink, Save } from "lucide-react";
import { useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { Link, useFetcher, useNavigation } from "react-router";
import { checkProductEditorForm } from "../../../modules/catalog/product-editor-checks.ts";
import { slugFollowingTitle } from "../../../modules/catalog/product-slug.ts";
import type {
  EditorIssue,
  ProductEditorActionData,
  ProductEditorForm,
} from "../../../modules/catalog/product-editor-schema.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { toast } from "../../toaster.tsx";
import { buttonClasses } from "../../ui/button.tsx";
import { StatusButton } from "../../ui/status-button.tsx";
import { AdminPageHeader } from "../admin-page-header.tsx";
import { ImportedFacts } from "../import/imported-facts.tsx";
import { DetailsCard } from "./details-card.tsx";
import { EditorIssues } from "./editor-issues-summary.tsx";
import { freshIssues } from "./editor-issues.ts";
import { FaqCard } from "./faq-card.tsx";
import { GeneralCard } from "./general-card.tsx";
import { LeaveGuard } from "./leave-guard.tsx";
import type { EditorLang } from "./localized-fields.ts";
import { LogisticsCard } from "./logistics-card.tsx";
import { MediaSection, type MediaSectionItem } from "./media-section.tsx";
import { OptionsCard } from "./options-card.tsx";
import { PricingCard } from "./pricing-card.tsx";
import type { EditorStatus } from "./product-status.ts";
import { PublicationCard } from "./publication-card.tsx";
import { SpecsCard } from "./specs-card.tsx";
import { useEditorForm, type FormUpdate } from "./use-editor-form.ts";

export type ProductEditorProps = {
  /** Null for a new product. */
  productId: string | null;
  initialForm: ProductEditorForm;
  version: number;
  storedSlug: string | null;
  storedStatus: EditorStatus;
  media: readonly MediaSectionItem[];
  categories: readonly { id: string; name: string }[];
  xpfPerUsd: number;
};

const NO_ISSUES: { issues: EditorIssue[]; form: ProductEditorForm | null } = { issues: [], form: null };

export const IMAGE_UPLOAD_ENDPOINT = "/admin/uploads/images";

export function ProductEditor(props: ProductEditorProps) {
  const { productId, initialForm, categories, xpfPerUsd, media } = props;
  const { t } = useTranslation("admin-editor");
  const editor = useEditorForm(initialForm, props.version);
  const { form, isDirty, version, markSaved, applySaved } = editor;
  // A new product's slug follows its title until the administrator types one (back-office §5); kept on edit.
  const update: FormUpdate = productId
    ? editor.update
    : (change) =>
        editor.update((current) => {
          const next = change(current);
          const slug = slugFollowingTitle(current, next);
          return slug === next.slug ? next : { ...next, slug };
        });
  const [lang, setLang] = useState<EditorLang>("fr");
  // The issues of the last check, and the form they were found in: a field fixed since then drops its own.
  const [found, setFound] = useState<{ issues: EditorIssue[]; form: ProductEditorForm | null }>(NO_ISSUES);
  const issues = useMemo(() => freshIssues(found.issues, found.form, form), [found, form]);
  const [isConflict, setIsConflict] = useState(false);
  const [storedSlug, setStoredSlug] = useState(props.storedSlug);
  const [storedStatus, setStoredStatus] = useState(props.storedStatus);
  const saver = useFetcher<ProductEditorActionData>();
  const statusFetcher = useFetcher<ProductEditorActionData>();
  const [submitted, setSubmitted] = useState<ProductEditorForm | null>(null);
  const [handledSave, setHandledSave] = useState<ProductEditorActionData | undefined>(undefined);
  const [handledStatus, setHandledStatus] = useState<ProductEditorActionData | undefined>(undefined);
  const navigation = useNavigation();
  const summary = useRef<HTMLDivElement>(null);

  function save() {
    if (saver.state !== "idle") return;
    const check = checkProductEditorForm(form);
    if (!check.ok) {
      setFound({ issues: check.issues, form });
      toast.error(t("toast.error"), { description: t("toast.saveFailed") });
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    setFound(NO_ISSUES);
    setSubmitted(form);
    void saver.submit({ intent: "save", version: String(version), product: JSON.stringify(form) }, { method: "post" });
  }

  // An answer of the action is taken in once, while rendering (React's "adjust state when a value changes").
  const saveAnswer = saver.state === "idle" ? saver.data : undefined;
  if (saveAnswer && saveAnswer !== handledSave && saveAnswer.intent === "save") {
    setHandledSave(saveAnswer);
    if (saveAnswer.ok) {
      if (submitted) markSaved(submitted, saveAnswer.version);
      setStoredSlug(saveAnswer.slug);
      if (submitted) setStoredStatus(submitted.status);
      setIsConflict(false);
    } else {
      setFound({ issues: saveAnswer.issues, form: submitted });
      setIsConflict(saveAnswer.isConflict === true);
    }
    setSubmitted(null);
  }
  const statusAnswer = statusFetcher.state === "idle" ? statusFetcher.data : undefined;
  if (statusAnswer && statusAnswer !== handledStatus && statusAnswer.intent === "status") {
    setHandledStatus(statusAnswer);
    if (statusAnswer.ok) {
      applySaved((current) => ({ ...current, status: statusAnswer.status }), statusAnswer.version);
      setStoredStatus(statusAnswer.status);
    } else setIsConflict(statusAnswer.isConflict);
  }

  // Toasts are outside React: shown once per answer.
  useEffect(() => {
    if (!saveAnswer || saveAnswer.intent !== "save") return;
    if (saveAnswer.ok) toast.success(t("toast.success"), { description: t("toast.updated") });
    else {
      toast.error(t("toast.error"), { description: t("toast.saveFailed") });
      summary.current?.focus();
    }
  }, [saveAnswer, t]);
  useEffect(() => {
    if (!statusAnswer || statusAnswer.intent !== "status") return;
    if (statusAnswer.ok) toast.success(t("toast.statusUpdated", { status: t(`status.${statusAnswer.status}`) }));
    else toast.error(t("toast.error"), { description: t("toast.statusFailed") });
  }, [statusAnswer, t]);

  // Ctrl+S / ⌘S saves, as in any editor.
  const onSaveShortcut = useEffectEvent(save);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
        event.preventDefault();
        onSaveShortcut();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const isSaving = saver.state !== "idle";
  const title = productId ? form.title || storedSlug || t("meta.editTitle") : t("newTitle");
  return (
    <>
      <AdminPageHeader
        title={title}
        description={productId ? t("editDescription") : t("newDescription")}
        actions={
          <>
            <Link to="/admin/products" className={buttonClasses({ variant: "ghost" })}>
              <ArrowLeft aria-hidden="true" />
              {t("actions.back")}
            </Link>
            {storedSlug ? (
              <a
                href={`/shop/product/${storedSlug}?draft=1`}
                target="_blank"
                rel="noreferrer"
                title={t("actions.previewHint")}
                className={buttonClasses({ variant: "outline" })}
              >
                <ExternalLink aria-hidden="true" />
                {t("actions.preview")}
              </a>
            ) : null}
            <StatusButton
              type="button"
              status={isSaving ? "pending" : "idle"}
              pendingLabel={t("actions.saving")}
              onClick={save}
            >
              <Save aria-hidden="true" />
              {t("actions.save")}
            </StatusButton>
          </>
        }
      />
      {navigation.state === "loading" ? (
        <p role="status" className="mb-4 text-sm text-slate-600">
          {t("loading")}
        </p>
      ) : null}
      <EditorIssues ref={summary} issues={issues} isConflict={isConflict} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
          <GeneralCard
            form={form}
            update={update}
            issues={issues}
            categories={categories}
            lang={lang}
            onLangChange={setLang}
            imageUpload={{ endpoint: IMAGE_UPLOAD_ENDPOINT, fields: productId ? { productId } : {} }}
          />
          <MediaSection productId={productId} media={media} />
          <PricingCard form={form} update={update} xpfPerUsd={xpfPerUsd} issues={issues} />
          <LogisticsCard form={form} update={update} issues={issues} />
          <SpecsCard specs={form.specs} update={update} lang={lang} />
          <FaqCard faq={form.faq} update={update} lang={lang} issues={issues} />
          <OptionsCard options={form.options} update={update} lang={lang} issues={issues} />
        </div>
        <aside className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6 lg:sticky lg:top-4 lg:self-start">
          <PublicationCard
            status={storedStatus}
            version={productId ? version : null}
            isBusy={statusFetcher.state !== "idle" || isSaving}
            isDirty={isDirty}
            onStatus={
              productId
                ? (status) =>
                    void statusFetcher.submit(
                      { intent: "status", status, version: String(version) },
                      { method: "post" },
                    )
                : undefined
            }
          />
          <DetailsCard form={form} update={update} />
          {/* An imported product: the supplier's price range, minimum order and source page. */}
          {productId ? <ImportedFacts productId={productId} /> : null}
        </aside>
      </div>
      <LeaveGuard isDirty={isDirty} isSaving={isSaving} />
    </>
  );
}

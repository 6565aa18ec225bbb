// The import form shared by /admin/import and the products list's dialog (back-office §2 Import page): URL, optional
// category, 'Importer le produit', the legal note; then the steps as they happen and the outcome.
import { ArrowLeft } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../ui/button.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { StatusButton } from "../../ui/status-button.tsx";
import { toast } from "../../toaster.tsx";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import type { ImportCategory } from "../../../modules/importer/import-events.ts";
import { ImportOutcome } from "./import-outcome.tsx";
import { ImportProgress, useStepLabel } from "./import-progress.tsx";
import { URL_ERROR_CODES } from "./import-run-state.ts";
import { useImportRun } from "./use-import-run.ts";

/** The select's value for 'no category' (Radix has no empty value); sent as an empty field. */
const NO_CATEGORY = "-";
/** One toast for the import's outcome: the next import's replaces it. */
const TOAST_ID = "import-outcome";

export type ImportProductFormProps = {
  categories: readonly ImportCategory[];
  /** The link back to /admin/products (the page shows it; the products list's dialog has its own close button). */
  hasBackLink?: boolean;
};

export function ImportProductForm({ categories, hasBackLink = true }: ImportProductFormProps) {
  const { t } = useTranslation("importer");
  const stepLabel = useStepLabel();
  const { state, start, reset } = useImportRun(t("errors.FAILED", { message: t("reasons.CONNECTION") }));
  const [url, setUrl] = useState("");
  const [category, setCategory] = useState(NO_CATEGORY);
  const urlInput = useRef<HTMLInputElement>(null);
  const outcomeArea = useRef<HTMLDivElement>(null);
  const outcome = state.phase === "finished" ? state.outcome : null;
  const urlError = outcome?.type === "error" && URL_ERROR_CODES.includes(outcome.code) ? outcome.message : undefined;
  const isRunning = state.phase === "running";

  useEffect(() => {
    if (!outcome) return;
    if (outcome.type === "created") {
      toast.success(t("messages.successTitle"), {
        id: TOAST_ID,
        description: t("messages.draftCreated", { title: outcome.title }),
      });
    } else if (outcome.type === "error" && !urlError) {
      toast.error(t("messages.errorTitle"), { id: TOAST_ID, description: outcome.message });
    }
    // Keyboard and screen-reader users land on what happened.
    if (urlError) urlInput.current?.focus();
    else outcomeArea.current?.querySelector<HTMLElement>("[data-import-outcome]")?.focus();
  }, [outcome, urlError, t]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isRunning) return;
    const body = new FormData();
    body.set("url", url);
    body.set("category", category === NO_CATEGORY ? "" : category);
    void start(body);
  }

  const steps = state.phase === "idle" ? [] : state.steps;
  const current = steps.at(-1);
  const announcement = outcome
    ? outcome.type === "error"
      ? ""
      : outcome.type === "created"
        ? `${t("messages.imported")}. ${t("messages.draftCreated", { title: outcome.title })}`
        : t("messages.alreadyImported", { title: outcome.title })
    : current
      ? stepLabel(current)
      : "";

  return (
    <div className="grid gap-5">
      <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={isRunning || undefined}>
        <Field label={t("screen.urlLabel")} hint={t("screen.urlHint")} error={urlError} isRequired>
          <Input
            ref={urlInput}
            name="url"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder={t("screen.urlPlaceholder")}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            readOnly={isRunning}
          />
        </Field>
        <Field label={t("screen.categoryLabel")} hint={t("screen.categoryHint")}>
          <Select
            name="category"
            value={category}
            onValueChange={setCategory}
            disabled={isRunning}
            options={[
              { value: NO_CATEGORY, label: t("screen.categoryNone") },
              ...categories.map((item) => ({ value: item.key, label: `${item.name} (${item.key})` })),
            ]}
          />
        </Field>
        <p className="rounded-md bg-slate-50 px-3 py-2 text-xs text-slate-600">{t("screen.legal")}</p>
        <div className="flex flex-col gap-3 sm:flex-row-reverse sm:items-center sm:justify-between">
          <StatusButton
            type="submit"
            className="w-full sm:w-auto"
            status={isRunning ? "pending" : "idle"}
            pendingLabel={t("screen.submitting")}
          >
            {t("screen.submit")}
          </StatusButton>
          {hasBackLink ? (
            <Link to="/admin/products" className={buttonClasses({ variant: "ghost" })}>
              <ArrowLeft aria-hidden="true" />
              {t("screen.back")}
            </Link>
          ) : null}
        </div>
      </form>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ImportProgress steps={steps} isRunning={isRunning} />
      <div ref={outcomeArea}>
        {outcome && !urlError ? (
          <ImportOutcome
            outcome={outcome}
            url={url}
            onAgain={() => {
              reset();
              setUrl("");
              urlInput.current?.focus();
            }}
          />
        ) : null}
      </div>
    </div>
  );
}

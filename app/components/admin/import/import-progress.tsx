import { Check, X } from "lucide-react";
import { Spinner } from "../../ui/spinner.tsx";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import type { StepState } from "./import-run-state.ts";

/** The text of a step: running ('Lecture de la page…'), done ('Données extraites') or failed. */
export function useStepLabel() {
  const { t } = useTranslation("importer");
  return (step: StepState) => {
    const group = step.isFailed ? "progressFailed" : step.isDone ? "progressDone" : "progress";
    return t(`${group}.${step.step}`, { done: step.done ?? 0, total: step.total ?? 0 });
  };
}

/** The steps reached so far, the last one turning while the import runs. */
export function ImportProgress({ steps, isRunning }: { steps: StepState[]; isRunning: boolean }) {
  const { t } = useTranslation("importer");
  const label = useStepLabel();
  if (steps.length === 0 && !isRunning) return null;
  return (
    <section
      aria-label={t("screen.progressTitle")}
      className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3"
    >
      <ol className="grid gap-2 text-sm">
        {steps.length === 0 ? (
          <li className="flex items-center gap-2 text-slate-700">
            <Spinner className="text-brand-700" />
            {t("screen.starting")}
          </li>
        ) : null}
        {steps.map((step) => (
          <li key={step.step} className="flex items-center gap-2">
            {step.isDone ? (
              <Check aria-hidden="true" className="size-4 text-emerald-700" />
            ) : step.isFailed ? (
              <X aria-hidden="true" className="size-4 text-red-700" />
            ) : isRunning ? (
              <Spinner className="text-brand-700" />
            ) : (
              <span aria-hidden="true" className="size-4" />
            )}
            <span
              className={
                step.isFailed
                  ? "font-medium text-red-800"
                  : step.isDone
                    ? "text-slate-700"
                    : "font-medium text-slate-900"
              }
            >
              {label(step)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

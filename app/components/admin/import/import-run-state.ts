// The import screen's state, built from the events the resource route streams (modules/importer/import-events.ts).
import { IMPORT_STEPS, type ImportStep, type ImportStreamEvent } from "../../../modules/importer/import-events.ts";

/** A step reached: done, still running, or the one the import failed at (`isFailed`). */
export type StepState = { step: ImportStep; isDone: boolean; isFailed?: boolean; done?: number; total?: number };

type Outcome = Exclude<ImportStreamEvent, { type: "progress" }>;

export type ImportRunState =
  | { phase: "idle" }
  | { phase: "running"; steps: StepState[] }
  | { phase: "finished"; steps: StepState[]; outcome: Outcome };

export const IDLE: ImportRunState = { phase: "idle" };
export const STARTED: ImportRunState = { phase: "running", steps: [] };

/** Codes shown under the URL field rather than as an import failure. */
export const URL_ERROR_CODES: readonly string[] = ["URL_REQUIRED", "URL_INVALID"];

/**
 * The state after one event: a new step closes the ones before it; an outcome ends the run, a failure marking the
 * step it stopped at.
 */
export function applyImportEvent(state: ImportRunState, event: ImportStreamEvent): ImportRunState {
  const steps = state.phase === "idle" ? [] : state.steps;
  if (event.type !== "progress") {
    const isSuccess = event.type === "created";
    const isFailure = event.type === "error";
    return {
      phase: "finished",
      steps: steps.map((step) =>
        isSuccess ? { ...step, isDone: true } : isFailure && !step.isDone ? { ...step, isFailed: true } : step,
      ),
      outcome: event,
    };
  }
  const order = IMPORT_STEPS.indexOf(event.step);
  const next: StepState = { step: event.step, isDone: false, done: event.done, total: event.total };
  return {
    phase: "running",
    steps: [
      ...steps.filter((step) => IMPORT_STEPS.indexOf(step.step) < order).map((step) => ({ ...step, isDone: true })),
      next,
    ],
  };
}

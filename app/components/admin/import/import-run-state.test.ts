import { describe, expect, it } from "vitest";
import { takeEvents } from "../../../modules/importer/import-events.ts";
import { applyImportEvent, IDLE, STARTED } from "./import-run-state.ts";

describe("applyImportEvent", () => {
  it("closes the steps before a new one and keeps the photo counts", () => {
    let state = applyImportEvent(STARTED, { type: "progress", step: "fetching-page" });
    state = applyImportEvent(state, { type: "progress", step: "reading-page" });
    state = applyImportEvent(state, { type: "progress", step: "storing-photos", done: 0, total: 3 });
    state = applyImportEvent(state, { type: "progress", step: "storing-photos", done: 2, total: 3 });
    expect(state).toEqual({
      phase: "running",
      steps: [
        { step: "fetching-page", isDone: true, done: undefined, total: undefined },
        { step: "reading-page", isDone: true, done: undefined, total: undefined },
        { step: "storing-photos", isDone: false, done: 2, total: 3 },
      ],
    });
  });

  it("marks every step done on success, and marks the step it failed at on an error", () => {
    const running = applyImportEvent(IDLE, { type: "progress", step: "fetching-page" });
    const draft = { productId: "p", slug: "s", title: "T", editUrl: "/e", previewUrl: "/p" };
    const created = applyImportEvent(running, { type: "created", ...draft, photoCount: 0, photoFailures: [] });
    expect(created).toMatchObject({ phase: "finished", steps: [{ step: "fetching-page", isDone: true }] });
    const failed = applyImportEvent(running, { type: "error", code: "BLOCKED", message: "captcha" });
    expect(failed).toMatchObject({
      phase: "finished",
      steps: [{ step: "fetching-page", isDone: false, isFailed: true }],
      outcome: { type: "error", code: "BLOCKED" },
    });
    const read = applyImportEvent(running, { type: "progress", step: "reading-page" });
    const lost = applyImportEvent(read, { type: "error", code: "CONNECTION_LOST", message: "coupée" });
    expect(lost).toMatchObject({
      steps: [
        { step: "fetching-page", isDone: true },
        { step: "reading-page", isDone: false, isFailed: true },
      ],
    });
    expect((lost as { steps: Array<{ isFailed?: boolean }> }).steps[0]!.isFailed).toBeUndefined();
  });
});

describe("takeEvents", () => {
  it("keeps a line cut between two chunks for the next one", () => {
    const first = takeEvents('{"type":"progress","step":"fetching-page"}\n{"type":"progr');
    expect(first.events).toEqual([{ type: "progress", step: "fetching-page" }]);
    const second = takeEvents(`${first.rest}ess","step":"reading-page"}\n`);
    expect(second).toEqual({ events: [{ type: "progress", step: "reading-page" }], rest: "" });
  });
});

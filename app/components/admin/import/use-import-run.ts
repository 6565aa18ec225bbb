// Runs one import: posts the form to the resource route and reads its NDJSON answer with a stream reader, so each
// step shows when the server reaches it (no polling).
import { useCallback, useEffect, useRef, useState } from "react";
import { IMPORT_RUN_PATH, IMPORT_STREAM_TYPE, takeEvents } from "../../../modules/importer/import-events.ts";
import { applyImportEvent, IDLE, STARTED, type ImportRunState } from "./import-run-state.ts";

export function useImportRun(connectionError: string) {
  const [state, setState] = useState<ImportRunState>(IDLE);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (body: FormData) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      let current: ImportRunState = STARTED;
      const update = (next: ImportRunState) => {
        current = next;
        if (!controller.signal.aborted) setState(next);
      };
      update(STARTED);
      try {
        const response = await fetch(IMPORT_RUN_PATH, {
          method: "POST",
          body,
          headers: { Accept: IMPORT_STREAM_TYPE },
          signal: controller.signal,
        });
        const type = response.headers.get("Content-Type") ?? "";
        if (!response.body || !type.startsWith(IMPORT_STREAM_TYPE)) throw new Error(`HTTP ${response.status}`);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = "";
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const { events, rest } = takeEvents(buffer + value);
          buffer = rest;
          for (const event of events) update(applyImportEvent(current, event));
        }
        if (current.phase !== "finished") throw new Error("the answer ended before its outcome");
      } catch {
        if (controller.signal.aborted) return;
        update(applyImportEvent(current, { type: "error", code: "UNEXPECTED", message: connectionError }));
      }
    },
    [connectionError],
  );

  const reset = useCallback(() => {
    running.current?.abort();
    setState(IDLE);
  }, []);

  return { state, start, reset };
}

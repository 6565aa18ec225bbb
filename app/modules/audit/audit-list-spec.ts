import type { ListSpec } from "../lists/list-params.ts";

/** What the audit log's URL may ask: its sortable columns and filters (read by parseListParams). */
export const AUDIT_LIST_SPEC = {
  sortable: ["at", "actor", "action", "entity"],
  defaultSort: "at",
  defaultDirection: "desc",
  defaultSize: 50,
  filters: {
    /** Text in the author, the action or the element's id. */
    q: { kind: "text" },
    entity: { kind: "text", maxLength: 60 },
    from: { kind: "date" },
    to: { kind: "date" },
  },
} as const satisfies ListSpec<"at" | "actor" | "action" | "entity">;

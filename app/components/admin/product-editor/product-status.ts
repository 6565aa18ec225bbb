import type { BadgeVariant } from "../../ui/badge.tsx";

export const PRODUCT_STATUS_VALUES = ["draft", "published", "archived"] as const;
export type EditorStatus = (typeof PRODUCT_STATUS_VALUES)[number];

/** Badge variants of back-office §4: published default, draft secondary, archived destructive. */
export const STATUS_BADGE: Record<EditorStatus, BadgeVariant> = {
  published: "default",
  draft: "secondary",
  archived: "destructive",
};

import type { LoginBlock } from "./login-throttle.server.ts";

/** A block as the owner's pages show it (JSON-safe, minutes rounded up). */
export type LoginBlockView = {
  key: string;
  kind: "pair" | "address";
  email: string | null;
  ip: string;
  failures: number;
  lastAt: string;
  waitMinutes: number;
};

export function serializeLoginBlocks(blocks: LoginBlock[]): LoginBlockView[] {
  return blocks.map(({ waitMs, lastAt, ...block }) => ({
    ...block,
    lastAt: lastAt.toISOString(),
    waitMinutes: Math.max(1, Math.ceil(waitMs / 60_000)),
  }));
}

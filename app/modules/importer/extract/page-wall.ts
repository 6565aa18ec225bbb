// Pages Alibaba serves instead of the product: its anti-bot "punish" page (captcha, slider, deny) and a login wall.

/** The markers sit near the top; real product pages run to several hundred KB, so only the start is searched. */
export const WALL_SCAN_LENGTH = 200_000;

const BLOCKED_MARKERS = ["<punish-component", "_____tmd_____", "x5secdata", "rgv587_flag"];
// `window._config_ = {…"action":"login"…}` (only one source shows it, see NOTES.md §7).
const LOGIN_CONFIG = /window\._config_\s*=\s*\{[^<]*?["']action["']\s*:\s*["']login["']/;

/**
 * "blocked" for the captcha page, "login" for a login wall, null otherwise. A "Sign in" link to login.alibaba.com is on
 * every normal page, so it proves nothing.
 */
export function detectPageWall(html: string): "blocked" | "login" | null {
  const head = html.slice(0, WALL_SCAN_LENGTH);
  if (BLOCKED_MARKERS.some((marker) => head.includes(marker))) return "blocked";
  if (head.includes("window._config_") && head.includes("NCTOKENSTR")) return "blocked";
  if (LOGIN_CONFIG.test(head)) return "login";
  return null;
}

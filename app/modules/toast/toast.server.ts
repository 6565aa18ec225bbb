import { createCookie, redirect } from "react-router";
import { z } from "zod";

export const ToastSchema = z.object({
  id: z.string(),
  type: z.enum(["success", "error", "info"]),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
});
export type Toast = z.infer<typeof ToastSchema>;
export type ToastInput = Omit<Toast, "id">;

export const TOAST_COOKIE_NAME = "toast";

/** What the toast cookie needs from the configuration: the signing secret, and PUBLIC_URL for the Secure flag. */
export type ToastKeys = { SESSION_SECRET: string; PUBLIC_URL: string };

const cookies = new Map<string, ReturnType<typeof createCookie>>();

// A flash cookie: set by an action, read and cleared by the next page load (works without JavaScript).
// Secure when the site is served over https, like the session cookie.
function toastCookie({ SESSION_SECRET: secret, PUBLIC_URL: publicUrl }: ToastKeys) {
  const secure = publicUrl.startsWith("https:");
  const cacheKey = `${secure ? "s" : "p"}:${secret}`;
  let cookie = cookies.get(cacheKey);
  if (!cookie) {
    cookie = createCookie(TOAST_COOKIE_NAME, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure,
      secrets: [secret],
      maxAge: 60,
    });
    cookies.set(cacheKey, cookie);
  }
  return cookie;
}

export async function serializeToast(keys: ToastKeys, toast: ToastInput): Promise<string> {
  return toastCookie(keys).serialize({ ...toast, id: crypto.randomUUID() });
}

/** Redirects and shows a toast on the next page. `keys` is the app's `env`. */
export async function redirectWithToast(keys: ToastKeys, url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await serializeToast(keys, toast));
  return redirect(url, { ...init, headers });
}

/** The pending toast, if any, and the header that clears it. */
export async function readToast(keys: ToastKeys, request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const cookie = toastCookie(keys);
  const value = await cookie.parse(request.headers.get("Cookie"));
  const parsed = ToastSchema.safeParse(value);
  const headers = new Headers();
  if (value !== null && value !== undefined) headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  return { toast: parsed.success ? parsed.data : null, headers };
}

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

const cookies = new Map<string, ReturnType<typeof createCookie>>();

// A flash cookie: set by an action, read and cleared by the next page load (works without JavaScript).
function toastCookie(secret: string) {
  let cookie = cookies.get(secret);
  if (!cookie) {
    cookie = createCookie(TOAST_COOKIE_NAME, { path: "/", httpOnly: true, sameSite: "lax", secrets: [secret], maxAge: 60 });
    cookies.set(secret, cookie);
  }
  return cookie;
}

export async function serializeToast(secret: string, toast: ToastInput): Promise<string> {
  return toastCookie(secret).serialize({ ...toast, id: crypto.randomUUID() });
}

/** Redirects and shows a toast on the next page. */
export async function redirectWithToast(secret: string, url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await serializeToast(secret, toast));
  return redirect(url, { ...init, headers });
}

/** The pending toast, if any, and the header that clears it. */
export async function readToast(secret: string, request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const cookie = toastCookie(secret);
  const value = await cookie.parse(request.headers.get("Cookie"));
  const parsed = ToastSchema.safeParse(value);
  const headers = new Headers();
  if (value !== null && value !== undefined) headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  return { toast: parsed.success ? parsed.data : null, headers };
}

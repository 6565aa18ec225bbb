/**
 * The name of a field people never see (visually hidden, out of the tab order) that bots fill in.
 * A form whose honeypot has a value is answered like a success and nothing is written.
 */
export const HONEYPOT_FIELD = "website_url";

export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}

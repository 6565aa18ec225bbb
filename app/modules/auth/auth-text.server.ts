import frAuth from "../../locales/fr/auth.json" with { type: "json" };

export type AuthText = typeof frAuth;

/** The French auth catalog, for messages the server writes itself (toasts in redirects, emails). */
export function getAuthText(): AuthText {
  return frAuth;
}

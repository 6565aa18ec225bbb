// Emailed links carry a one-time token in their query string (`/auth/reset-password?token=…`): logs keep the path
// and the other parameters, never the token (issue 12 item 7). The customer pages' links carry theirs in the path
// (`/espace/commande/<token>`, issue 18 item 4).
const SECRET_PARAMS = /([?&](?:token|code|secret|key|password)=)[^&#]*/gi;
const SECRET_SEGMENTS = /(\/espace\/(?:devis|commande)\/)[^/?#]+/gi;

/** The URL (or path) with the values of secret-looking query parameters and path tokens replaced by "[redacted]". */
export function redactUrlSecrets(url: string): string {
  return url.replace(SECRET_PARAMS, "$1[redacted]").replace(SECRET_SEGMENTS, "$1[redacted]");
}

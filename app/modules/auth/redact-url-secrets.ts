// Emailed links carry a one-time token in their query string (`/auth/reset-password?token=…`): logs keep the path
// and the other parameters, never the token (issue 12 item 7). The customer pages' links carry theirs in the path
// (`/espace/commande/<token>`, issue 18 item 4).
const SECRET_PARAMS = /([?&](?:token|code|secret|key|password)=)[^&#]*/gi;
const SECRET_SEGMENTS = /(\/espace(?:\/|%2f)(?:devis|commande)(?:\/|%2f))[^/?#]+/gi;

/**
 * Percent-encoded letters, digits and `-._~` decoded: they mean the same encoded or not (RFC 3986 §2.3), and the
 * router reads `/%65space/devis/<token>` as `/espace/devis/<token>` (issue 28 item 5). Other escapes stay.
 */
function decodeUnreserved(url: string): string {
  return url.replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return /[A-Za-z0-9._~-]/.test(character) ? character : escape;
  });
}

/** The URL (or path) with the values of secret-looking query parameters and path tokens replaced by "[redacted]". */
export function redactUrlSecrets(url: string): string {
  return decodeUnreserved(url).replace(SECRET_PARAMS, "$1[redacted]").replace(SECRET_SEGMENTS, "$1[redacted]");
}

/** Quote requests accepted per visitor address: 5 within 10 minutes, for all public forms together. */
export const LEAD_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

export function leadRateLimitKey(clientIp: string): string {
  return `lead:${clientIp}`;
}

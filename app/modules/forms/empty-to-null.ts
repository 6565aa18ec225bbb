/** The trimmed text, or null when nothing is left (an optional text field as the database keeps it). */
export function emptyToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

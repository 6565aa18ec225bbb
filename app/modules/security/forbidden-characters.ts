// Characters no visitor types and PostgreSQL or a log line cannot take: NUL (refused by text columns) and the other
// C0 controls and DEL. Tab, line feed and carriage return are ordinary text in a message.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The index of the first forbidden character in `text`, or -1. */
export function findForbiddenCharacter(text: string): number {
  const match = FORBIDDEN.exec(text);
  return match ? match.index : -1;
}

/** Whether a parsed JSON value holds a forbidden character in any of its strings or keys (a `\u0000` escape). */
export function hasForbiddenCharacterIn(value: unknown): boolean {
  if (typeof value === "string") return findForbiddenCharacter(value) !== -1;
  if (Array.isArray(value)) return value.some(hasForbiddenCharacterIn);
  if (value && typeof value === "object")
    return Object.entries(value).some(
      ([key, item]) => findForbiddenCharacter(key) !== -1 || hasForbiddenCharacterIn(item),
    );
  return false;
}

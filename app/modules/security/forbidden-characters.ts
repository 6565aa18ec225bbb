// Characters no visitor types and PostgreSQL or a log line cannot take: NUL (refused by text columns) and the other
// C0 controls and DEL. Tab, line feed and carriage return are ordinary text in a message.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The index of the first forbidden character in `text`, or -1. */
export function findForbiddenCharacter(text: string): number {
  const match = FORBIDDEN.exec(text);
  return match ? match.index : -1;
}

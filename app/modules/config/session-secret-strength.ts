// What a SESSION_SECRET must look like on a public address (issue 28 item 7): it signs the session and toast cookies
// and derives the sandbox's secrets, so one that can be guessed gives the site away. The value's true randomness
// cannot be seen; these checks refuse what is plainly not random: short, one kind of character, few distinct
// characters, a low estimated entropy, or the public default with something added.

export const SESSION_SECRET_MIN_LENGTH = 32;
/** Distinct characters at least: a random 32-character value has about 14 even in hexadecimal. */
const MIN_DISTINCT_CHARACTERS = 10;
/** Estimated bits (Shannon entropy of the characters × length): random hexadecimal of 32 characters is about 117. */
export const SESSION_SECRET_MIN_BITS = 100;

const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

/** The value's characters' Shannon entropy times its length, in bits. */
export function estimatedEntropyBits(value: string): number {
  const characters = [...value];
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  let perCharacter = 0;
  for (const n of counts.values()) {
    const p = n / characters.length;
    perCharacter -= p * Math.log2(p);
  }
  return perCharacter * characters.length;
}

/** Why this secret is weak (a sentence naming SESSION_SECRET), or null when it is acceptable. */
export function sessionSecretWeakness(secret: string, defaultSecret: string): string | null {
  const advice = "set a long random value (openssl rand -hex 32)";
  if (secret === defaultSecret) return `SESSION_SECRET is the public default value: ${advice}`;
  if (secret.toLowerCase().includes(defaultSecret.toLowerCase()))
    return `SESSION_SECRET contains the public default value: ${advice}`;
  if ([...secret].length < SESSION_SECRET_MIN_LENGTH)
    return `SESSION_SECRET must be at least ${SESSION_SECRET_MIN_LENGTH} characters: ${advice}`;
  const classes = CLASSES.filter((pattern) => pattern.test(secret)).length;
  const distinct = new Set(secret).size;
  if (classes < 2 || distinct < MIN_DISTINCT_CHARACTERS || estimatedEntropyBits(secret) < SESSION_SECRET_MIN_BITS)
    return `SESSION_SECRET does not look random (too few different characters): ${advice}`;
  return null;
}

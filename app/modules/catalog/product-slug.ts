// Product slugs from a title (back-office §5), used by the list's new-product dialog and the importer: lowercase,
// accents removed, runs of other characters → one hyphen, no hyphen at either end, 60 characters at most; on a
// collision the suffixes -2 to -9 are tried (product-slug.server.ts finds the first free one).

export const MAX_SLUG_LENGTH = 60;
export const SLUG_SUFFIXES = [2, 3, 4, 5, 6, 7, 8, 9] as const;

// Letters that NFD does not split into a base letter and an accent.
const LIGATURES: Record<string, string> = { æ: "ae", œ: "oe", ß: "ss", ø: "o", đ: "d", ł: "l", þ: "th" };

export function slugify(text: string, maxLength = MAX_SLUG_LENGTH): string {
  return text
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .replace(/[æœßøđłþ]/g, (letter) => LIGATURES[letter] ?? "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, maxLength)
    .replace(/-+$/, "");
}

/**
 * A new product's slug follows its title while creating (back-office §5): when the title changes, the slug becomes
 * the new title's, unless the administrator typed a slug of their own (one that is neither empty nor the old title's).
 */
export function slugFollowingTitle(before: { title: string; slug: string }, after: { title: string; slug: string }) {
  if (after.title === before.title || after.slug !== before.slug) return after.slug;
  const isOwnSlug = before.slug !== "" && before.slug !== slugify(before.title);
  return isOwnSlug ? after.slug : slugify(after.title);
}

/** The slug and its variants in the order they are tried; every one fits in MAX_SLUG_LENGTH. */
export function slugCandidates(base: string): string[] {
  const stem = base.slice(0, MAX_SLUG_LENGTH - 2).replace(/-+$/, "");
  return [base, ...SLUG_SUFFIXES.map((suffix) => `${stem}-${suffix}`)];
}

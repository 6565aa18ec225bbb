// Page titles of the auth and admin pages, read from the `auth` catalog the root loader sent (meta runs outside React).
type MetaMatch = { id: string; loaderData?: unknown } | undefined;
type AuthCatalog = Record<string, Record<string, unknown>>;

export function authTitle(matches: readonly MetaMatch[], section: string, key = "metaTitle"): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { resources?: { auth?: AuthCatalog } } | undefined;
  const value = root?.resources?.auth?.[section]?.[key];
  return typeof value === "string" ? value : "BPE Polynésie";
}

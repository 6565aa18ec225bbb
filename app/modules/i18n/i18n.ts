import type { CheckedKey } from "./catalog-keys.ts";
import { DEFAULT_LOCALE, type Locale } from "./locales.ts";

/** One language's catalogs: namespace → nested object of strings (the JSON files of app/locales/<lang>/). */
export type LocaleResources = Record<string, Record<string, unknown>>;

export type TOptions = {
  /** Picks `key_zero` for 0 when it exists, else `key_one` / `key_other` … by the language's plural rules; fills `{{count}}`. */
  count?: number;
  /** Rendered when the key is missing, instead of the key itself. */
  defaultValue?: string;
  [variable: string]: unknown;
};

/**
 * Translates `key`, `key.nested` or `namespace:key` (the namespace given to `getFixedT` when none is named).
 * A string as second argument is the default value. The type parameter names that namespace, for readers. A
 * literal key must be a key of the French catalogs (catalog-keys.ts), so a mistyped one fails the type check.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export type TFunction<Namespace extends string = string> = <Key extends string>(
  key: Key & CheckedKey<Key>,
  options?: TOptions | string,
) => string;

export type I18n = {
  language: Locale;
  t: TFunction;
  getFixedT(language: Locale | null, namespace?: string): TFunction;
};

const INTERPOLATION = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(resources: LocaleResources, namespace: string, key: string): string | undefined {
  let node: unknown = resources[namespace];
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * The translation function of one language, built synchronously from catalogs the server sent, so the server
 * render and the browser hydration read the same strings (docs/decisions/003-translations-in-the-browser.md).
 * It implements the part of i18next's behaviour the app uses: dotted keys, `ns:key`, `{{variable}}`
 * interpolation (values are not escaped: React escapes them), plurals with `count` (and `_zero` for 0, as i18next),
 * `defaultValue`;
 * a missing key renders the key itself (storefront §4).
 */
export function createI18n(locale: Locale, resources: LocaleResources): I18n {
  // Built on the first plural only: the browser's first Intl object loads locale data, a long task on a phone.
  let plurals: Intl.PluralRules | undefined;
  const pluralOf = (count: number) => (plurals ??= new Intl.PluralRules(locale)).select(count);
  const getFixedT = (_language: Locale | null, defaultNamespace = "common"): TFunction => {
    return (fullKey, optionsOrDefault = {}) => {
      const options: TOptions =
        typeof optionsOrDefault === "string" ? { defaultValue: optionsOrDefault } : optionsOrDefault;
      const separator = fullKey.indexOf(":");
      const namespace = separator > 0 ? fullKey.slice(0, separator) : defaultNamespace;
      const key = separator > 0 ? fullKey.slice(separator + 1) : fullKey;
      if (!(namespace in resources)) reportMissingNamespace(namespace);
      const count = options.count;
      const value =
        (count === 0 ? lookup(resources, namespace, `${key}_zero`) : undefined) ??
        (typeof count === "number" ? lookup(resources, namespace, `${key}_${pluralOf(count)}`) : undefined) ??
        lookup(resources, namespace, key) ??
        options.defaultValue ??
        key;
      return value.replace(INTERPOLATION, (match, name: string) => {
        const variable = options[name];
        return variable === undefined || variable === null ? match : String(variable);
      });
    };
  };
  return { language: locale, t: getFixedT(locale), getFixedT };
}

const reportedNamespaces = new Set<string>();

/** In the browser, a namespace the page was not sent is a bug of app/modules/i18n/page-namespaces.ts: say so once. */
function reportMissingNamespace(namespace: string) {
  if (typeof document === "undefined" || reportedNamespaces.has(namespace)) return;
  reportedNamespaces.add(namespace);
  console.error(
    `Translations: this page was not sent the "${namespace}" catalog (app/modules/i18n/page-namespaces.ts).`,
  );
}

const shared = new Map<string, I18n>();

/**
 * The page's translations (app/root.tsx): one instance per language and set of namespaces, so `t` keeps its identity
 * when the root loader revalidates (a new but identical catalog object after every action) and effects depending on
 * `t` do not run again. Catalogs are bundled with the build and never change while it runs.
 */
export function getSharedI18n(locale: Locale, resources: LocaleResources): I18n {
  const key = `${locale}:${Object.keys(resources).sort().join(",")}`;
  let i18n = shared.get(key);
  if (!i18n) {
    i18n = createI18n(locale, resources);
    shared.set(key, i18n);
  }
  return i18n;
}

export { DEFAULT_LOCALE };

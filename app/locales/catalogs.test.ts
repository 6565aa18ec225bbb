import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "../modules/i18n/locales.ts";

const root = import.meta.dirname;

function flatten(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

function keysOf(locale: string, namespace: string): string[] {
  const file = path.join(root, locale, `${namespace}.json`);
  return flatten(JSON.parse(readFileSync(file, "utf8"))).sort();
}

const namespaces = readdirSync(path.join(root, "fr"))
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.replace(/\.json$/, ""));

describe("translation catalogs", () => {
  it("have the same namespaces in every language", () => {
    for (const locale of SUPPORTED_LOCALES) {
      const files = readdirSync(path.join(root, locale))
        .filter((file) => file.endsWith(".json"))
        .sort();
      expect(files, locale).toEqual(namespaces.map((ns) => `${ns}.json`).sort());
    }
  });

  it.each(namespaces)("have every key of the French catalog %s in English and Chinese, and no other", (namespace) => {
    const french = keysOf("fr", namespace);
    for (const locale of SUPPORTED_LOCALES) {
      expect(keysOf(locale, namespace), `${locale}/${namespace}.json`).toEqual(french);
    }
  });

  it.each(namespaces)("have no empty string in %s", (namespace) => {
    for (const locale of SUPPORTED_LOCALES) {
      const text = JSON.parse(readFileSync(path.join(root, locale, `${namespace}.json`), "utf8"));
      const empty = flatten(text).filter((key) => key.split(".").reduce((node, part) => node?.[part], text) === "");
      expect(empty, `${locale}/${namespace}.json`).toEqual([]);
    }
  });
});

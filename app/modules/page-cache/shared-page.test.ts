import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { matchesEtag, toSharedPage } from "./shared-page.server.ts";

const hashOf = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
const render = (nonce: string) =>
  `<html><head><link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"/></head><body><p>Prix : 12 345 XPF</p>` +
  `<script nonce="${nonce}">window.__ctx = {"a":"é"};</script><script type="module" nonce="${nonce}" async="">import "/assets/a.js";</script>` +
  `<script src="/assets/b.js" nonce="${nonce}"></script><script nonce="${nonce}">window.__ctx = {"a":"é"};</script></body></html>`;

describe("shared page", () => {
  it("is the same bytes whatever the request's nonce, with the same validator", () => {
    const first = toSharedPage(render("AAAA"), "AAAA");
    const second = toSharedPage(render("BBBB"), "BBBB");
    expect(first.body).toBe(second.body);
    expect(first.etag).toBe(second.etag);
    expect(first.body).not.toContain("nonce");
    expect(first.etag).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
  });

  it("names each distinct inline script by the hash of its text, and no script loaded from a file", () => {
    const { scriptHashes } = toSharedPage(render("N"), "N");
    expect(scriptHashes).toEqual([hashOf('window.__ctx = {"a":"é"};'), hashOf('import "/assets/a.js";')]);
  });

  it("changes its validator when the page changes", () => {
    expect(toSharedPage(render("N").replace("12 345", "12 346"), "N").etag).not.toBe(
      toSharedPage(render("N"), "N").etag,
    );
  });

  it("recognises its validator in If-None-Match, weak or in a list, and nothing else", () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag("*", 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(null, 'W/"abc"')).toBe(false);
  });
});

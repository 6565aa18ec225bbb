// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { HOOKS, hookSelector } from "../../../behaviours/hooks.ts";
import { mountServerMarkup, pick } from "../../../behaviours/server-markup.server.tsx";
import { ProductGallery } from "../product-gallery.tsx";
import { attachGallery } from "./gallery.ts";

const media = ["a", "b", "c"].map((name) => ({ kind: "image" as const, url: `/uploads/${name}`, alt: `Vue ${name}` }));

let detach = () => {};
afterEach(() => detach());

function mountGallery() {
  const root = pick(mountServerMarkup(<ProductGallery media={media} title="Serre" />), hookSelector(HOOKS.gallery));
  const strip = pick(root, hookSelector(HOOKS.galleryStrip));
  strip.scrollTo = (() => {}) as typeof strip.scrollTo;
  detach = attachGallery(root, (current, total) => `${current} / ${total}`);
  return root;
}

describe("gallery behaviour on ProductGallery's markup", () => {
  it("replaces each slide's number with the shared counter", () => {
    const root = mountGallery();
    expect(root.querySelectorAll(hookSelector(HOOKS.gallerySlideBadge))).toHaveLength(0);
    expect(pick(root, hookSelector(HOOKS.galleryCounter)).textContent).toBe("1 / 3");
  });

  it("moves with the arrows, wrapping around, and with the thumbnails", () => {
    const root = mountGallery();
    const counter = pick(root, hookSelector(HOOKS.galleryCounter));
    pick(root, hookSelector(HOOKS.galleryGo, "previous")).click();
    expect(counter.textContent).toBe("3 / 3");
    const thumbs = root.querySelectorAll<HTMLElement>(hookSelector(HOOKS.galleryThumb));
    thumbs[1]!.click();
    expect(counter.textContent).toBe("2 / 3");
    expect(thumbs[1]!.getAttribute("aria-current")).toBe("true");
    expect(pick(root, hookSelector(HOOKS.galleryLive)).textContent).toBe("2 / 3");
  });
});

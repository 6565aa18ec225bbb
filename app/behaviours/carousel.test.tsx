// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { FeaturedCarousel } from "../components/home/featured-carousel.tsx";
import { attachCarousel } from "./carousel.ts";
import { HOOKS, hookSelector } from "./hooks.ts";
import { mountServerMarkup, pick } from "./server-markup.server.tsx";

const products = Array.from({ length: 6 }, (_, i) => ({
  slug: `produit-${i}`,
  title: `Produit ${i}`,
  subtitle: null,
  priceLabel: null,
  media: null,
}));

/** Three products per page, in a track 300 px wide: two pages. */
function mountCarousel() {
  const root = pick(mountServerMarkup(<FeaturedCarousel products={products} />), hookSelector(HOOKS.carousel));
  const track = pick(root, hookSelector(HOOKS.carouselTrack));
  Object.defineProperty(track, "clientWidth", { configurable: true, value: 300 });
  Object.defineProperty(track, "scrollWidth", { configurable: true, value: 600 });
  track.scrollTo = ((options: ScrollToOptions) => (track.scrollLeft = options.left ?? 0)) as typeof track.scrollTo;
  return { root, track };
}

let detach = () => {};
afterEach(() => detach());

describe("carousel behaviour on FeaturedCarousel's markup", () => {
  it("makes one dot per page, shows the controls and says it is ready", () => {
    const { root } = mountCarousel();
    detach = attachCarousel(root);
    expect(root.hasAttribute(HOOKS.carouselReady)).toBe(true);
    const dots = [...root.querySelectorAll(hookSelector(HOOKS.carouselDotPage))];
    expect(dots.map((dot) => dot.getAttribute("aria-label"))).toEqual(["Groupe 1", "Groupe 2"]);
    expect(dots[0]!.getAttribute("aria-current")).toBe("true");
    expect(pick(root, hookSelector(HOOKS.carouselControls)).hidden).toBe(false);
  });

  it("moves to the next page with the next button and wraps around, and the dots follow", () => {
    const { root, track } = mountCarousel();
    detach = attachCarousel(root);
    pick<HTMLButtonElement>(root, hookSelector(HOOKS.carouselNext)).click();
    expect(track.scrollLeft).toBe(300);
    const dots = () => [...root.querySelectorAll(hookSelector(HOOKS.carouselDotPage))];
    expect(dots()[1]!.getAttribute("aria-current")).toBe("true");
    pick<HTMLButtonElement>(root, hookSelector(HOOKS.carouselNext)).click();
    expect(track.scrollLeft).toBe(0);
    expect(dots()[0]!.getAttribute("aria-current")).toBe("true");
  });

  it("switches the pause toggle's label and icon", () => {
    const { root } = mountCarousel();
    detach = attachCarousel(root);
    const toggle = pick<HTMLButtonElement>(root, hookSelector(HOOKS.carouselToggle));
    const label = toggle.getAttribute("aria-label");
    toggle.click();
    expect(toggle.getAttribute("aria-label")).not.toBe(label);
    expect(toggle.getAttribute("aria-label")).toBe(toggle.getAttribute(HOOKS.carouselPlayLabel));
    expect(pick<HTMLElement>(toggle, hookSelector(HOOKS.carouselIcon, "play")).style.display).toBe("");
    expect(pick<HTMLElement>(toggle, hookSelector(HOOKS.carouselIcon, "pause")).style.display).toBe("none");
  });
});

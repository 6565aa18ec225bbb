// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
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

/** A phone: each slide is 85 % of a 340 px track (289 px), six slides in a row. */
function mountPhoneCarousel() {
  const { root, track } = mountCarousel();
  Object.defineProperty(track, "clientWidth", { configurable: true, value: 340 });
  Object.defineProperty(track, "scrollWidth", { configurable: true, value: 6 * 289 });
  for (const slide of track.children) (slide as HTMLElement).getBoundingClientRect = () => ({ width: 289 }) as DOMRect;
  return { root, track };
}

let detach = () => {};
afterEach(() => {
  detach();
  vi.useRealTimers();
});

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

  it("shows every product on a phone: one dot per slide, the last one reachable", () => {
    const { root, track } = mountPhoneCarousel();
    detach = attachCarousel(root);
    const dots = () => [...root.querySelectorAll(hookSelector(HOOKS.carouselDotPage))];
    expect(dots()).toHaveLength(6);
    const next = pick<HTMLButtonElement>(root, hookSelector(HOOKS.carouselNext));
    for (let i = 0; i < 5; i += 1) next.click();
    expect(track.scrollLeft).toBe(6 * 289 - 340);
    expect(dots()[5]!.getAttribute("aria-current")).toBe("true");
    next.click();
    expect(track.scrollLeft).toBe(0);
  });

  it("moves on at once when 'Play' is pressed, then every 6 s, though focus stays on the button", () => {
    vi.useFakeTimers();
    const { root, track } = mountCarousel();
    detach = attachCarousel(root);
    const toggle = pick<HTMLButtonElement>(root, hookSelector(HOOKS.carouselToggle));
    toggle.click();
    expect(toggle.getAttribute("aria-label")).toBe(toggle.getAttribute(HOOKS.carouselPlayLabel));
    toggle.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    toggle.click();
    expect(toggle.getAttribute("aria-label")).toBe(toggle.getAttribute(HOOKS.carouselPauseLabel));
    expect(track.scrollLeft).toBe(300);
    vi.advanceTimersByTime(6_000);
    expect(track.scrollLeft).toBe(0);
  });
});

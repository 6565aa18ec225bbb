import { listen } from "./listen.ts";
import { HOOKS, hookSelector } from "../../../behaviours/hooks.ts";

/**
 * The product gallery's behaviour (storefront §2 Product sheet), on the markup ProductGallery renders: the arrows
 * and thumbnails (anchors, which already scroll the strip without JavaScript) move the strip without moving the page
 * and wrap around, the arrow keys move between media, the shared counter 'n / total' follows, and only the current
 * slide's arrows are in the tab order. Returns what undoes it.
 */
export function attachGallery(root: HTMLElement, counterText: (current: number, total: number) => string): () => void {
  const strip = root.querySelector<HTMLElement>(hookSelector(HOOKS.galleryStrip));
  if (!strip) return () => {};
  const slides = [...strip.querySelectorAll<HTMLElement>(hookSelector(HOOKS.gallerySlide))];
  const thumbs = [...root.querySelectorAll<HTMLAnchorElement>(hookSelector(HOOKS.galleryThumb))];
  const counter = root.querySelector<HTMLElement>(hookSelector(HOOKS.galleryCounter));
  const live = root.querySelector<HTMLElement>(hookSelector(HOOKS.galleryLive));
  const total = slides.length;
  if (total === 0) return () => {};
  let current = 0;

  const render = () => {
    const text = counterText(current + 1, total);
    if (counter) counter.textContent = text;
    if (live) live.textContent = text;
    slides.forEach((slide, index) => {
      for (const arrow of slide.querySelectorAll<HTMLElement>(hookSelector(HOOKS.galleryGo)))
        arrow.tabIndex = index === current ? 0 : -1;
    });
    thumbs.forEach((thumb, index) => {
      const isCurrent = index === current;
      if (isCurrent) thumb.setAttribute("aria-current", "true");
      else thumb.removeAttribute("aria-current");
      thumb.classList.toggle("border-coral-500", isCurrent);
      thumb.classList.toggle("border-transparent", !isCurrent);
      thumb.classList.toggle("opacity-80", !isCurrent);
    });
  };
  const show = (index: number) => {
    current = (index + total) % total;
    strip.scrollTo({ left: slides[current]!.offsetLeft, behavior: "smooth" });
    render();
  };

  const onClick = (event: MouseEvent) => {
    const target = (event.target as Element).closest<HTMLElement>(
      `${hookSelector(HOOKS.galleryGo)}, ${hookSelector(HOOKS.galleryThumb)}`,
    );
    if (!target || !root.contains(target)) return;
    event.preventDefault();
    if (target.hasAttribute(HOOKS.galleryThumb)) show(Number(target.getAttribute(HOOKS.galleryThumb)));
    else show(current + (target.getAttribute(HOOKS.galleryGo) === "next" ? 1 : -1));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.target as Element).closest(`${hookSelector(HOOKS.galleryGo)}, ${hookSelector(HOOKS.galleryThumb)}`))
      return;
    if (event.key === "ArrowLeft") show(current - 1);
    else if (event.key === "ArrowRight") show(current + 1);
    else return;
    event.preventDefault();
  };
  const onScroll = () => {
    if (strip.clientWidth === 0) return;
    const index = Math.round(strip.scrollLeft / strip.clientWidth);
    if (index !== current && index >= 0 && index < total) {
      current = index;
      render();
    }
  };

  // Each slide's own number served the page without JavaScript; the shared counter takes over (its line was
  // already there, so nothing moves).
  for (const badge of root.querySelectorAll(hookSelector(HOOKS.gallerySlideBadge))) badge.remove();
  if (counter) {
    counter.classList.remove("invisible");
    counter.removeAttribute("aria-hidden");
  }
  render();
  return listen([
    [root, "click", onClick],
    [root, "keydown", onKeyDown],
    [strip, "scroll", onScroll, { passive: true }],
  ]);
}

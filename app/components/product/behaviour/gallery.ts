import { listen } from "./listen.ts";

/**
 * The product gallery's behaviour (storefront §2 Product sheet), on the markup ProductGallery renders: the arrows
 * and thumbnails (anchors, which already scroll the strip without JavaScript) move the strip without moving the page
 * and wrap around, the arrow keys move between media, the shared counter 'n / total' follows, and only the current
 * slide's arrows are in the tab order. Returns what undoes it.
 */
export function attachGallery(root: HTMLElement, counterText: (current: number, total: number) => string): () => void {
  const strip = root.querySelector<HTMLElement>("[data-gallery-strip]");
  if (!strip) return () => {};
  const slides = [...strip.querySelectorAll<HTMLElement>("[data-slide]")];
  const thumbs = [...root.querySelectorAll<HTMLAnchorElement>("[data-thumb]")];
  const counter = root.querySelector<HTMLElement>("[data-gallery-counter]");
  const live = root.querySelector<HTMLElement>("[data-gallery-live]");
  const total = slides.length;
  if (total === 0) return () => {};
  let current = 0;

  const render = () => {
    const text = counterText(current + 1, total);
    if (counter) counter.textContent = text;
    if (live) live.textContent = text;
    slides.forEach((slide, index) => {
      for (const arrow of slide.querySelectorAll<HTMLElement>("[data-go]")) arrow.tabIndex = index === current ? 0 : -1;
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
    const target = (event.target as Element).closest<HTMLElement>("[data-go], [data-thumb]");
    if (!target || !root.contains(target)) return;
    event.preventDefault();
    if (target.dataset.thumb !== undefined) show(Number(target.dataset.thumb));
    else show(current + (target.dataset.go === "next" ? 1 : -1));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.target as Element).closest("[data-go], [data-thumb]")) return;
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
  for (const badge of root.querySelectorAll("[data-slide-badge]")) badge.remove();
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

import { HOOKS, hookSelector } from "./hooks.ts";

/**
 * The featured carousel's behaviour (storefront §2, §4, §9), on the markup FeaturedCarousel renders: previous and
 * next, dots, arrow keys, autoplay every 6 s, a manual action pauses it for 10 s, a pause toggle (off at first for
 * visitors who prefer reduced motion), held still while the pointer or focus comes inside (WAI-ARIA carousel
 * pattern). A manual action ends that hold: 10 s after it, autoplay resumes even if focus stays on the button pressed.
 *
 * A page is the slides that fit whole in the track (scroll-snap), so the products per page follow the layout: 3 on
 * desktop, 1 on a phone; the dots are made here, one per page. When everything fits on one page, the controls are hidden.
 *
 * The home page is served without React (decision 006): this runs from its inline script (static-page.script.ts),
 * on the markup of FeaturedCarousel, through the names of hooks.ts. Returns what undoes it.
 */

export function attachCarousel(root: HTMLElement): () => void {
  const AUTOPLAY_MS = 6_000;
  const RESUME_AFTER_MS = 10_000;
  /** How long a scroll must be quiet before its resting place counts as the current page. */
  const SCROLL_SETTLE_MS = 300;
  const pick = <T extends Element>(selector: string) => root.querySelector<T>(selector);
  const track = pick<HTMLElement>(hookSelector(HOOKS.carouselTrack));
  const controls = pick<HTMLElement>(hookSelector(HOOKS.carouselControls));
  const dots = pick<HTMLElement>(hookSelector(HOOKS.carouselDots));
  const toggle = pick<HTMLButtonElement>(hookSelector(HOOKS.carouselToggle));
  const previousButton = pick<HTMLButtonElement>(hookSelector(HOOKS.carouselPrevious));
  const nextButton = pick<HTMLButtonElement>(hookSelector(HOOKS.carouselNext));
  if (!track || !controls || !dots || !toggle || !previousButton || !nextButton) return () => {};
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  const hasScrollEnd = "onscrollend" in window;

  let page = 0;
  let pageCount = 0;
  /** null until the visitor uses the toggle: autoplay is then on, unless they prefer reduced motion. */
  let playChoice: boolean | null = null;
  let isHeld = false;
  let isResting = false;
  /** The page a programmatic scroll is heading to: the positions it passes through are not the current page. */
  let target: number | null = null;
  let autoplayTimer = 0;
  let restTimer = 0;
  let settleTimer = 0;
  let scheduled = "";

  const isPlaying = () => playChoice ?? !reducedMotion.matches;
  const isRunning = () => isPlaying() && !isHeld && !isResting && pageCount > 1;
  /**
   * How far one page scrolls: the slides that fit whole in the track (at least one). On a phone a slide is 85 % of
   * the track, so a page is one slide, not one track width (six slides made five pages and one was never shown).
   */
  const pageStep = () => {
    const width = track.clientWidth || 1;
    const slide = (track.firstElementChild as HTMLElement | null)?.getBoundingClientRect().width ?? 0;
    if (slide <= 0) return width;
    return Math.max(1, Math.floor((width + 1) / slide)) * slide;
  };
  const maxScroll = () => Math.max(0, track.scrollWidth - track.clientWidth);
  /** Pages of one step each, the last one ending at the track's end. */
  const countPages = () => (maxScroll() < 2 ? 1 : Math.ceil((maxScroll() - 2) / pageStep()) + 1);
  const leftOf = (index: number) => Math.min(index * pageStep(), maxScroll());

  const render = () => {
    if (dots.children.length !== pageCount) {
      const label = dots.getAttribute(HOOKS.carouselDotLabel) ?? "{n}";
      dots.replaceChildren(
        ...Array.from({ length: pageCount }, (_, index) => {
          const dot = document.createElement("button");
          dot.type = "button";
          dot.setAttribute(HOOKS.carouselDotPage, String(index));
          dot.setAttribute("aria-label", label.replace("{n}", String(index + 1)));
          dot.className = dots.getAttribute(HOOKS.carouselDotClass) ?? "";
          const mark = document.createElement("span");
          mark.className = dots.getAttribute(HOOKS.carouselMarkClass) ?? "";
          dot.append(mark);
          return dot;
        }),
      );
    }
    dots.hidden = pageCount < 2;
    controls.hidden = pageCount < 2;
    Array.from(dots.children).forEach((dot, index) => {
      if (index === page) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    const playing = isPlaying();
    toggle.setAttribute(
      "aria-label",
      toggle.getAttribute(playing ? HOOKS.carouselPauseLabel : HOOKS.carouselPlayLabel) ?? "",
    );
    toggle.querySelectorAll<HTMLElement>(hookSelector(HOOKS.carouselIcon)).forEach((icon) => {
      icon.style.display = (icon.getAttribute(HOOKS.carouselIcon) === "pause") === playing ? "" : "none";
    });
    const running = isRunning();
    track.setAttribute("aria-live", running ? "off" : "polite");
    // Autoplay counts 6 s from the last change of page or of running state.
    const key = `${running}:${page}`;
    if (key !== scheduled) {
      scheduled = key;
      window.clearTimeout(autoplayTimer);
      if (running) autoplayTimer = window.setTimeout(() => goTo(page + 1, false), AUTOPLAY_MS);
    }
  };

  const measure = () => {
    pageCount = countPages();
    const atEnd = pageCount > 1 && track.scrollLeft >= maxScroll() - 2;
    page = atEnd ? pageCount - 1 : Math.min(pageCount - 1, Math.round(track.scrollLeft / pageStep()));
    render();
  };

  const goTo = (wanted: number, isManual = true) => {
    const count = countPages();
    const wrapped = ((wanted % count) + count) % count;
    const left = leftOf(wrapped);
    target = Math.abs(track.scrollLeft - left) < 2 ? null : wrapped;
    track.scrollTo({ left, behavior: reducedMotion.matches ? "auto" : "smooth" });
    page = wrapped;
    if (isManual) {
      // The hold that focus or the pointer put on is over: the rest timer decides when autoplay comes back.
      isHeld = false;
      isResting = true;
      window.clearTimeout(restTimer);
      restTimer = window.setTimeout(() => {
        isResting = false;
        render();
      }, RESUME_AFTER_MS);
    }
    render();
  };

  const settle = () => {
    window.clearTimeout(settleTimer);
    target = null;
    measure();
  };
  const onScroll = () => {
    if (target === null) return measure();
    if (Math.abs(track.scrollLeft - leftOf(target)) < 2) return settle();
    // The scroll may stop short (the visitor took over): follow where it rests. Browsers with "scrollend" say
    // when; the others get a quiet-time fallback.
    if (hasScrollEnd) return;
    window.clearTimeout(settleTimer);
    settleTimer = window.setTimeout(settle, SCROLL_SETTLE_MS);
  };
  const hold = (held: boolean) => {
    isHeld = held;
    render();
  };
  const onPrevious = () => goTo(page - 1);
  const onNext = () => goTo(page + 1);
  /** 'Play' moves on at once and autoplay runs from there, even with the pointer or focus still on the button. */
  const onToggle = () => {
    playChoice = !isPlaying();
    if (!playChoice) return render();
    isHeld = false;
    isResting = false;
    window.clearTimeout(restTimer);
    goTo(page + 1, false);
  };
  const onDot = (event: Event) => {
    const dot = (event.target as Element).closest<HTMLElement>(hookSelector(HOOKS.carouselDotPage));
    if (dot) goTo(Number(dot.getAttribute(HOOKS.carouselDotPage)));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") onNext();
    else if (event.key === "ArrowLeft") onPrevious();
    else return;
    event.preventDefault();
  };
  const onEnter = () => hold(true);
  const onLeave = () => hold(root.contains(document.activeElement));
  const onFocusOut = (event: FocusEvent) => {
    if (!root.contains(event.relatedTarget as Node | null)) hold(false);
  };

  const listeners: Array<[EventTarget, string, EventListener]> = [
    [track, "scroll", onScroll],
    [track, "scrollend", settle],
    [previousButton, "click", onPrevious],
    [nextButton, "click", onNext],
    [toggle, "click", onToggle],
    [dots, "click", onDot],
    [root, "keydown", onKeyDown as EventListener],
    [root, "mouseenter", onEnter],
    [root, "mouseleave", onLeave],
    [root, "focusin", onEnter],
    [root, "focusout", onFocusOut as EventListener],
    [reducedMotion, "change", render],
  ];
  for (const [node, type, listener] of listeners) node.addEventListener(type, listener, { passive: type === "scroll" });
  const observer = new ResizeObserver(measure);
  observer.observe(track);
  root.setAttribute(HOOKS.carouselReady, "");
  measure();

  return () => {
    for (const [node, type, listener] of listeners) node.removeEventListener(type, listener);
    observer.disconnect();
    controls.hidden = false;
    window.clearTimeout(autoplayTimer);
    window.clearTimeout(restTimer);
    window.clearTimeout(settleTimer);
    dots.replaceChildren();
    root.removeAttribute(HOOKS.carouselReady);
  };
}

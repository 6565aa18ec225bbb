import { type RefObject, useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

/** Storefront §9: auto-advance every 6 s; after a manual action, resume 10 s later. */
export const AUTOPLAY_MS = 6_000;
export const RESUME_AFTER_MS = 10_000;
/** How long a scroll must be quiet before its resting place counts as the current page. */
const SCROLL_SETTLE_MS = 300;

export type CarouselState = {
  page: number;
  pageCount: number;
  /** The visitor's pause toggle (off by default when they prefer reduced motion). */
  isPlaying: boolean;
  /** Autoplay is actually running: playing, not held, not in the pause after a manual action. */
  isRunning: boolean;
  goTo(page: number, options?: { isManual?: boolean }): void;
  next(): void;
  previous(): void;
  togglePlaying(): void;
  /** Pauses autoplay while the pointer or focus is inside, so nothing moves under the visitor. */
  setIsHeld(isHeld: boolean): void;
};

/**
 * Paging over a horizontally scrolling track (scroll-snap). A page is one track width, so the number of products
 * per page follows the layout: 3 on desktop, fewer on small screens.
 */
export function useCarousel(trackRef: RefObject<HTMLElement | null>, initialPageCount: number): CarouselState {
  const [page, setPage] = useState(0);
  const [pageCount, setPageCount] = useState(initialPageCount);
  const prefersReducedMotion = useSyncExternalStore(subscribeToReducedMotion, readReducedMotion, () => false);
  // null until the visitor uses the toggle: autoplay is then on, unless they prefer reduced motion.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const isPlaying = playChoice ?? !prefersReducedMotion;
  const [isHeld, setIsHeld] = useState(false);
  const [pausedUntil, setPausedUntil] = useState(0);

  // The page a programmatic scroll is heading to: while it runs, the positions it passes through are not the
  // current page (a smooth scroll from 1 to 2 passes 1.4, which would round back to 1 and send "next" to 2 again).
  const targetRef = useRef<number | null>(null);

  // Page count and current page follow the track's size and scroll position.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let settleTimer = 0;
    const hasScrollEnd = "onscrollend" in window;
    const measure = () => {
      const width = track.clientWidth || 1;
      setPageCount(Math.max(1, Math.round(track.scrollWidth / width)));
      setPage(Math.round(track.scrollLeft / width));
    };
    const settle = () => {
      window.clearTimeout(settleTimer);
      targetRef.current = null;
      measure();
    };
    const onScroll = () => {
      const target = targetRef.current;
      if (target === null) return measure();
      if (Math.abs(track.scrollLeft - target * track.clientWidth) < 2) return settle();
      // The scroll may stop short (the visitor took over): follow where it rests. Browsers with "scrollend" say
      // when; the others get a quiet-time fallback.
      if (hasScrollEnd) return;
      window.clearTimeout(settleTimer);
      settleTimer = window.setTimeout(settle, SCROLL_SETTLE_MS);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    track.addEventListener("scroll", onScroll, { passive: true });
    if (hasScrollEnd) track.addEventListener("scrollend", settle);
    return () => {
      window.clearTimeout(settleTimer);
      observer.disconnect();
      track.removeEventListener("scroll", onScroll);
      track.removeEventListener("scrollend", settle);
    };
  }, [trackRef]);

  const goTo = useCallback(
    (target: number, { isManual = true }: { isManual?: boolean } = {}) => {
      const track = trackRef.current;
      if (!track) return;
      const count = Math.max(1, Math.round(track.scrollWidth / (track.clientWidth || 1)));
      const wrapped = ((target % count) + count) % count;
      const left = wrapped * track.clientWidth;
      targetRef.current = Math.abs(track.scrollLeft - left) < 2 ? null : wrapped;
      track.scrollTo({ left, behavior: prefersReducedMotion ? "auto" : "smooth" });
      setPage(wrapped);
      if (isManual) setPausedUntil(Date.now() + RESUME_AFTER_MS);
    },
    [trackRef, prefersReducedMotion],
  );

  // A manual action pauses autoplay; it resumes 10 s later.
  useEffect(() => {
    if (pausedUntil === 0) return;
    const timer = window.setTimeout(() => setPausedUntil(0), Math.max(0, pausedUntil - Date.now()));
    return () => window.clearTimeout(timer);
  }, [pausedUntil]);

  const isRunning = isPlaying && !isHeld && pausedUntil === 0 && pageCount > 1;
  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setInterval(() => goTo(page + 1, { isManual: false }), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [isRunning, page, goTo]);

  return {
    page,
    pageCount,
    isPlaying,
    isRunning,
    goTo,
    next: () => goTo(page + 1),
    previous: () => goTo(page - 1),
    togglePlaying: () => setPlayChoice(!isPlaying),
    setIsHeld,
  };
}

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function readReducedMotion() {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

import { type RefObject, useCallback, useEffect, useState, useSyncExternalStore } from "react";

/** Storefront §9: auto-advance every 6 s; after a manual action, resume 10 s later. */
export const AUTOPLAY_MS = 6_000;
export const RESUME_AFTER_MS = 10_000;

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

  // Page count and current page follow the track's size and scroll position.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const measure = () => {
      const width = track.clientWidth || 1;
      setPageCount(Math.max(1, Math.round(track.scrollWidth / width)));
      setPage(Math.round(track.scrollLeft / width));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    track.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      track.removeEventListener("scroll", measure);
    };
  }, [trackRef]);

  const goTo = useCallback(
    (target: number, { isManual = true }: { isManual?: boolean } = {}) => {
      const track = trackRef.current;
      if (!track) return;
      const count = Math.max(1, Math.round(track.scrollWidth / (track.clientWidth || 1)));
      const wrapped = ((target % count) + count) % count;
      track.scrollTo({ left: wrapped * track.clientWidth, behavior: prefersReducedMotion ? "auto" : "smooth" });
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

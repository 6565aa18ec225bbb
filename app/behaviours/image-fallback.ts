import { HOOKS } from "./hooks.ts";

/**
 * Swaps an image that fails to load for its `HOOKS.fallbackSrc` (storefront §2 Shop: a default image when a cover
 * fails), including one that failed before this ran. Run by the inline script of pages served without React
 * (static-page.script.ts); React pages call it from an effect.
 */
export function attachImageFallback(image: HTMLImageElement): () => void {
  const fallBack = () => {
    const fallback = image.getAttribute(HOOKS.fallbackSrc);
    if (!fallback || image.getAttribute("src") === fallback) return;
    image.removeAttribute("srcset");
    image.removeAttribute("sizes");
    image.src = fallback;
  };
  if (image.complete && image.naturalWidth === 0 && image.getAttribute("src")) fallBack();
  image.addEventListener("error", fallBack);
  return () => image.removeEventListener("error", fallBack);
}

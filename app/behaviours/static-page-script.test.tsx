// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { DevisRequestForm, JS_FIELD } from "../components/devis/devis-request-form.tsx";
import { FeaturedCarousel } from "../components/home/featured-carousel.tsx";
import { StaticToast } from "../components/static-page/static-toast.tsx";
import { staticPageScript } from "../components/static-page/static-page-script.server.ts";
import { HOOKS, hookSelector } from "./hooks.ts";
import { mountServerMarkup, pick } from "./server-markup.server.tsx";

describe("the inline script of pages served without React (bundled through ?inline-script)", () => {
  it("runs each behaviour on the elements that carry its hook", () => {
    const body = mountServerMarkup(
      <>
        <FeaturedCarousel products={[{ slug: "a", title: "A", subtitle: null, priceLabel: null, media: null }]} />
        <DevisRequestForm actionData={undefined} constraint={{}} />
        <StaticToast toast={{ type: "success", title: "Demande envoyée !" }} />
      </>,
    );
    // The script runs as the page's own, in the document's global scope.
    new Function(staticPageScript([]))();
    expect(pick(body, hookSelector(HOOKS.carousel)).hasAttribute(HOOKS.carouselReady)).toBe(true);
    expect(new FormData(pick<HTMLFormElement>(body, hookSelector(HOOKS.jsForm))).get(JS_FIELD)).toBe("1");
    expect(pick<HTMLButtonElement>(body, hookSelector(HOOKS.dismiss)).hidden).toBe(false);
  });

  it("is one bundle, without functions' source text pasted in", () => {
    const script = staticPageScript([]);
    expect(script.length).toBeLessThan(8_000);
    expect(script).not.toContain("function attach");
  });
});

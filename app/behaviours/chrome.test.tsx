// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { SiteHeader } from "../components/layout/site-header.tsx";
import { DEFAULT_SHOP_IMAGE, ResponsiveImage } from "../components/shop/responsive-image.tsx";
import { StaticToast } from "../components/static-page/static-toast.tsx";
import { attachDismiss } from "./dismiss.ts";
import { HOOKS, hookSelector } from "./hooks.ts";
import { attachImageFallback } from "./image-fallback.ts";
import { mountServerMarkup, pick } from "./server-markup.server.tsx";
import { attachPhoneMenu } from "./phone-menu.ts";

let detach = () => {};
afterEach(() => detach());

describe("shared behaviours on the site's markup", () => {
  it("closes the phone menu when one of its links is followed", () => {
    const body = mountServerMarkup(<SiteHeader categories={[{ key: "solar", name: "Solaire" }]} />);
    const menu = pick<HTMLDetailsElement>(body, hookSelector(HOOKS.phoneMenu));
    detach = attachPhoneMenu(menu);
    menu.open = true;
    menu
      .querySelector<HTMLAnchorElement>("a[href='/#quote']")!
      .dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(menu.open).toBe(false);
  });

  it("shows the toast's close button, which removes it", () => {
    const body = mountServerMarkup(<StaticToast toast={{ type: "success", title: "Demande envoyée !" }} />);
    const toast = pick(body, hookSelector(HOOKS.staticToast));
    const close = pick<HTMLButtonElement>(toast, hookSelector(HOOKS.dismiss));
    expect(close.hidden).toBe(true);
    detach = attachDismiss(toast);
    expect(close.hidden).toBe(false);
    close.click();
    expect(body.contains(toast)).toBe(false);
  });

  it("swaps an image that fails for the default image", () => {
    const body = mountServerMarkup(<ResponsiveImage url="/uploads/a.jpg" alt="" sizes="100vw" />);
    const image = pick<HTMLImageElement>(body, hookSelector(HOOKS.fallbackSrc));
    detach = attachImageFallback(image);
    image.dispatchEvent(new Event("error"));
    expect(image.getAttribute("src")).toBe(DEFAULT_SHOP_IMAGE);
    expect(image.hasAttribute("srcset")).toBe(false);
  });
});

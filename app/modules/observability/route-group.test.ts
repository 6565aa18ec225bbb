import { describe, expect, it } from "vitest";
import { routeGroup } from "./route-group.ts";

describe("routeGroup", () => {
  it.each([
    ["/healthz", "health"],
    ["/readyz", "health"],
    ["/assets/entry-abc123.js", "assets"],
    ["/favicon.svg", "assets"],
    ["/uploads/products/ab/cd-640.webp", "uploads"],
    ["/admin", "admin"],
    ["/admin/orders/0b7f", "admin"],
    ["/webhooks/airwallex", "webhooks"],
    ["/payments/card", "payments"],
    ["/sandbox-pay/xyz", "payments"],
    ["/en/payment/success", "payments"],
    ["/espace/devis/token", "portal"],
    ["/zh/espace/commande/token", "portal"],
    ["/login", "auth"],
    ["/auth/forgot-password", "auth"],
    ["/sitemap.xml", "resources"],
    ["/robots.txt", "resources"],
    ["/", "pages"],
    ["/shop/product/mini-pelle", "pages"],
    ["/wp-admin/setup.php", "pages"],
    ["/administrator", "pages"],
  ])("counts %s under %s", (pathname, group) => {
    expect(routeGroup(pathname)).toBe(group);
  });
});

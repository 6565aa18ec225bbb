import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Every URL of the application. French pages have no prefix; English and Chinese live under
// /en and /zh (the optional :lang segment, checked by the site layout).
export default [
  // Search engines (issue 3 item 9): resource routes, before the :lang? layout.
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),

  // Administrator sign-in (issue 6): /login and /auth show the same screen.
  route("login", "routes/auth/sign-in.tsx", { id: "auth-login" }),
  route("auth", "routes/auth/sign-in.tsx", { id: "auth-auth" }),
  route("auth/confirm", "routes/auth/confirm-email.tsx"),
  route("auth/forgot-password", "routes/auth/forgot-password.tsx"),
  route("auth/reset-password", "routes/auth/reset-password.tsx"),
  route("logout", "routes/auth/logout.tsx"),

  // Back office: every child is guarded by the layout's middleware.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx", { id: "admin-dashboard-index" }),
    route("dashboard", "routes/admin/dashboard.tsx", { id: "admin-dashboard" }),
    route("audit", "routes/admin/audit-log.tsx"),
    // The back office's UI kit, every part in its states (issue 13).
    route("ui", "routes/admin/ui-kit.tsx"),
    // Developer test pages (back-office §2): the rich-text editor and the shared inputs.
    route("test-quill", "routes/admin/test-quill.tsx"),
    route("input-sandbox", "routes/admin/input-sandbox.tsx"),
    // Media (issue 14 item 4): a product's gallery page and upload, its delete / order / cover actions, and the
    // rich-text editor's image upload; each action checks the administrator itself and answers JSON.
    route("products/:id/media", "routes/admin/media/product-media.tsx"),
    route("products/:id/media/order", "routes/admin/media/product-media-order.ts"),
    route("products/:id/media/:mediaId/delete", "routes/admin/media/product-media-delete.ts"),
    route("products/:id/media/:mediaId/cover", "routes/admin/media/product-media-cover.ts"),
    route("uploads/images", "routes/admin/media/rich-text-images.ts"),
    route("*", "routes/admin/not-found.tsx", { id: "admin-not-found" }),
  ]),

  // Payments (issue 5): provider webhooks, the card-payment dialog's action, the status the result pages poll,
  // and the sandbox provider's hosted page. Outside the locale layout: no page chrome, not localised.
  route("webhooks/airwallex", "routes/resources/webhook-airwallex.ts"),
  route("webhooks/sandbox", "routes/resources/webhook-sandbox.ts"),
  route("payments/card", "routes/resources/card-payment.ts"),
  route("payments/status", "routes/resources/payment-status.ts"),
  route("sandbox-pay/:sessionId", "routes/sandbox-pay/sandbox-page.tsx"),

  // Public site and shop.
  route(":lang?", "routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("shop", "routes/site/shop.tsx"),
    route("shop/:category", "routes/site/category.tsx"),
    route("shop/product/:slug", "routes/site/product.tsx"),
    route("checkout", "routes/site/checkout.tsx"),
    route("thank-you", "routes/site/thank-you.tsx"),
    route("cgv", "routes/site/cgv.tsx"),
    route("devis", "routes/site/devis.tsx"),
    route("payment/success", "routes/site/payment-success.tsx"),
    route("payment/cancel", "routes/site/payment-cancel.tsx"),
    route("quill-test", "routes/site/quill-test.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
] satisfies RouteConfig;

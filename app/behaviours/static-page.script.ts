// The inline script of every page served without React (decision 006), bundled with its imports when the server is
// built (`?inline-script`, scripts/vite-inline-script.ts): each behaviour runs on the elements that carry its hook.
import { attachCarousel } from "./carousel.ts";
import { attachDismiss } from "./dismiss.ts";
import { HOOKS, type HookName, hookSelector } from "./hooks.ts";
import { attachImageFallback } from "./image-fallback.ts";
import { attachJsForm } from "./js-form.ts";
import { attachPendingSubmit } from "./pending-submit.ts";
import { attachPhoneMenu } from "./phone-menu.ts";
import { attachRedirect } from "./redirect.ts";
import { attachSignaturePad } from "./signature-pad.ts";

function run<E extends Element>(name: HookName, attach: (element: E) => unknown): void {
  document.querySelectorAll<E>(hookSelector(name)).forEach((element) => attach(element));
}

run(HOOKS.carousel, attachCarousel);
run(HOOKS.phoneMenu, attachPhoneMenu);
run(HOOKS.jsForm, attachJsForm);
run(HOOKS.pendingLabel, attachPendingSubmit);
run(HOOKS.staticToast, attachDismiss);
run(HOOKS.fallbackSrc, attachImageFallback);
run(HOOKS.redirectTo, attachRedirect);
run(HOOKS.signaturePad, attachSignaturePad);

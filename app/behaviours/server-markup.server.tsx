// For the behaviours' unit tests (happy-dom; never in a page): the real markup of a component, rendered as the
// server renders it, in the French catalogs, so a test runs a behaviour on exactly what the page carries.
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { getLocaleResources } from "../locales/resources.server.ts";
import { createI18n } from "../modules/i18n/i18n.ts";
import { I18nProvider } from "../modules/i18n/react.tsx";

/** Puts the server's HTML of `element` in the document's body and returns the body. */
export function mountServerMarkup(element: ReactElement): HTMLElement {
  const i18n = createI18n("fr", getLocaleResources("fr"));
  const Stub = createRoutesStub([{ path: "/", Component: () => <I18nProvider i18n={i18n}>{element}</I18nProvider> }]);
  document.body.innerHTML = renderToString(<Stub initialEntries={["/"]} />);
  return document.body;
}

/** The element that carries `selector`, or a failure naming it. */
export function pick<E extends Element = HTMLElement>(root: ParentNode, selector: string): E {
  const element = root.querySelector<E>(selector);
  if (!element) throw new Error(`Nothing in the markup matches ${selector}`);
  return element;
}

/**
 * The phone menu (a <details> in the header, `HOOKS.phoneMenu`) closes when one of its links is followed: an
 * in-page link such as '/#quote' leaves the page where it is, so the open menu would otherwise stay over the section
 * it links to. The 'Boutique' submenu inside it closes too.
 *
 * Pages served without React run it from their inline script (static-page.script.ts); the header of a hydrated page
 * calls it from an effect.
 */
export function attachPhoneMenu(menu: HTMLDetailsElement): () => void {
  const onClick = (event: Event) => {
    if (!(event.target as Element).closest("a[href]")) return;
    menu.open = false;
    menu.querySelectorAll("details[open]").forEach((inner) => ((inner as HTMLDetailsElement).open = false));
  };
  menu.addEventListener("click", onClick);
  return () => menu.removeEventListener("click", onClick);
}

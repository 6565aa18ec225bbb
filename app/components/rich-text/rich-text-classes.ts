/** Tailwind styles for rich-text HTML (the editor's content and previews of its output). */
export const RICH_TEXT_CLASSES =
  "text-base leading-relaxed text-slate-900 [&_a]:text-brand-700 [&_a]:underline [&_h1]:mt-4 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mt-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:my-0.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&>*:first-child]:mt-0";

/** The buttons of the editor's inline panels (link, image): the main action and the quiet Cancel. */
export const PANEL_BUTTON_CLASSES = {
  primary: "rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800",
  quiet: "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100",
} as const;

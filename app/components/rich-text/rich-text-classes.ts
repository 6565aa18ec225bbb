/** Tailwind styles for rich-text HTML (the editor's content and previews of its output). */
export const RICH_TEXT_CLASSES =
  "text-base leading-relaxed text-slate-900 [&_a]:text-brand-700 [&_a]:underline [&_h1]:mt-4 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mt-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:my-0.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&>*:first-child]:mt-0";

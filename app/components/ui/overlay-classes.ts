// Shared looks of the floating layers (dialogs, menus, popovers), so they open and sit alike.
export const BACKDROP_CLASSES = "fixed inset-0 z-50 bg-slate-950/40";

export const DIALOG_PANEL_CLASSES =
  "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border border-slate-200 bg-white p-5 shadow-xl focus:outline-none";

export const FLOATING_PANEL_CLASSES =
  "z-50 rounded-md border border-slate-200 bg-white text-sm text-slate-800 shadow-lg outline-none";

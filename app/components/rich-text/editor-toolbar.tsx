// The editor's toolbar (back-office §9): headers 1 to 3, bold, italic, underline, ordered and bullet lists, link and
// clean, and Image where the page allows images (DESIGN.md "Rich text"). One tab stop; the arrow keys, Home and End move between buttons (WAI-ARIA toolbar pattern).
import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import {
  Bold,
  Heading1,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  RemoveFormatting,
  Underline,
} from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import { useTranslation } from "../../modules/i18n/react.tsx";

export const TOOLBAR_ACTIONS = [
  "h1",
  "h2",
  "h3",
  "bold",
  "italic",
  "underline",
  "orderedList",
  "bulletList",
  "link",
  "clean",
] as const;
export type ToolbarAction = (typeof TOOLBAR_ACTIONS)[number] | "image";

const ICONS = {
  h1: Heading1,
  h2: Heading2,
  h3: Heading3,
  bold: Bold,
  italic: Italic,
  underline: Underline,
  orderedList: ListOrdered,
  bulletList: List,
  link: Link2,
  clean: RemoveFormatting,
  image: ImagePlus,
} as const;

type EditorToolbarProps = {
  editor: Editor;
  /** Runs a formatting command, so the editor can name the change in its onChange. */
  onAction: (action: ToolbarAction, run: () => void) => void;
  /** Opens the link form. */
  onLink: () => void;
  isLinkOpen: boolean;
  /** Opens the image panel; without it the toolbar has no Image button. */
  onImage?: () => void;
  isImageOpen?: boolean;
  label: string;
};

export function EditorToolbar({
  editor,
  onAction,
  onLink,
  isLinkOpen,
  onImage,
  isImageOpen = false,
  label,
}: EditorToolbarProps) {
  const { t } = useTranslation("editor");
  const actions: readonly ToolbarAction[] = onImage ? [...TOOLBAR_ACTIONS, "image"] : TOOLBAR_ACTIONS;
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h1: e.isActive("heading", { level: 1 }),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      orderedList: e.isActive("orderedList"),
      bulletList: e.isActive("bulletList"),
      link: e.isActive("link"),
    }),
  });

  function run(action: ToolbarAction) {
    if (action === "link") return onLink();
    if (action === "image") return onImage?.();
    onAction(action, () => {
      const chain = editor.chain().focus();
      if (action === "h1" || action === "h2" || action === "h3")
        chain.toggleHeading({ level: Number(action[1]) as 1 | 2 | 3 }).run();
      else if (action === "bold") chain.toggleBold().run();
      else if (action === "italic") chain.toggleItalic().run();
      else if (action === "underline") chain.toggleUnderline().run();
      else if (action === "orderedList") chain.toggleOrderedList().run();
      else if (action === "bulletList") chain.toggleBulletList().run();
      else chain.unsetAllMarks().clearNodes().run();
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = actions.length - 1;
    const moves: Record<string, number> = { ArrowRight: focusIndex + 1, ArrowLeft: focusIndex - 1, Home: 0, End: last };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key]! + actions.length) % actions.length;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  }

  return (
    <div
      role="toolbar"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-1 border-b border-slate-300 bg-slate-50 p-1.5"
    >
      {actions.map((action, index) => {
        const Icon = ICONS[action];
        const pressed =
          action === "clean"
            ? undefined
            : action === "link"
              ? active.link || isLinkOpen
              : action === "image"
                ? isImageOpen
                : active[action];
        return (
          <button
            key={action}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            tabIndex={index === focusIndex ? 0 : -1}
            aria-label={t(`toolbar.${action}`)}
            title={t(`toolbar.${action}`)}
            aria-pressed={pressed}
            aria-expanded={action === "link" ? isLinkOpen : action === "image" ? isImageOpen : undefined}
            onFocus={() => setFocusIndex(index)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(action)}
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            <Icon className="size-5" aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}

// A reusable rich-text field (DESIGN.md "Rich text": Tiptap). It posts its HTML in a normal form through a hidden
// input; without JavaScript (and until the editor mounts in the browser) it is a plain <textarea> holding the HTML.
// The server sanitises whatever arrives. With `imageUpload`, the toolbar also inserts images (uploaded or by address).
// Import it only from the pages that need it, so other pages never download Tiptap.
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { cleanPastedHtml } from "./clean-pasted-html.ts";
import { EditorToolbar, type ToolbarAction } from "./editor-toolbar.tsx";
import { ImageInsertPanel, type ImageUploadTarget } from "./image-insert-panel.tsx";
import { DescriptionImage } from "./image-node.ts";
import { PANEL_BUTTON_CLASSES, RICH_TEXT_CLASSES } from "./rich-text-classes.ts";

/** What changed: a toolbar action, "link", "unlink", "paste", "insert", "delete" or "format" (keyboard shortcut). */
export type RichTextChange = ToolbarAction | "unlink" | "paste" | "insert" | "delete" | "format";

type RichTextEditorProps = {
  /** The hidden input that carries the HTML in a form; none when the page reads `onChange` instead. */
  name?: string;
  label: string;
  /** Initial HTML. */
  defaultValue?: string;
  /** Called after every change with the new HTML ("" when empty) and what changed. */
  onChange?: (html: string, change: RichTextChange) => void;
  /** Id of an element describing the field (its errors). */
  describedBy?: string;
  invalid?: boolean;
  /** Adds the Image button: images uploaded to this route, or inserted by address. */
  imageUpload?: ImageUploadTarget;
};

const FRAME =
  "rounded-md border border-slate-400 bg-white shadow-sm focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30";

export function RichTextEditor({
  name,
  label,
  defaultValue = "",
  onChange,
  describedBy,
  invalid,
  imageUpload,
}: RichTextEditorProps) {
  const { t } = useTranslation("editor");
  const id = useId();
  const labelId = `${id}-label`;
  const [html, setHtml] = useState(defaultValue);
  const [isLinkOpen, setIsLinkOpen] = useState(false);
  const [isImageOpen, setIsImageOpen] = useState(false);
  const pending = useRef<RichTextChange | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          protocols: ["http", "https", "mailto", "tel"],
        },
      }),
      DescriptionImage,
    ],
    content: defaultValue,
    editorProps: {
      transformPastedHTML: cleanPastedHtml,
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: `min-h-48 px-3 py-2 focus:outline-none ${RICH_TEXT_CLASSES}`,
      },
    },
    onUpdate: ({ editor: current, transaction }) => {
      const next = current.isEmpty ? "" : current.getHTML();
      const sizeChange = transaction.doc.content.size - transaction.before.content.size;
      const change: RichTextChange =
        pending.current ??
        (transaction.getMeta("uiEvent") === "paste" || transaction.getMeta("paste")
          ? "paste"
          : sizeChange > 0
            ? "insert"
            : sizeChange < 0
              ? "delete"
              : "format");
      pending.current = null;
      setHtml(next);
      onChangeRef.current?.(next, change);
    },
  });

  function runAction(action: RichTextChange, command: () => void) {
    pending.current = action;
    command();
    pending.current = null;
  }

  if (!editor) {
    return (
      <div>
        <label id={labelId} htmlFor={`${id}-fallback`} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <p className="text-sm text-slate-600">{t("fallbackHint")}</p>
        <textarea
          id={`${id}-fallback`}
          name={name}
          defaultValue={defaultValue}
          rows={10}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={`mt-1 block w-full px-3 py-2 font-mono text-sm ${FRAME}`}
        />
      </div>
    );
  }

  return (
    <div>
      <span id={labelId} className="block text-sm font-medium text-slate-800">
        {label}
      </span>
      <div className={`mt-1 overflow-hidden ${FRAME}`}>
        <EditorToolbar
          editor={editor}
          label={t("toolbar.label", { field: label })}
          isLinkOpen={isLinkOpen}
          onLink={() => {
            setIsImageOpen(false);
            setIsLinkOpen((open) => !open);
          }}
          isImageOpen={isImageOpen}
          onImage={
            imageUpload
              ? () => {
                  setIsLinkOpen(false);
                  setIsImageOpen((open) => !open);
                }
              : undefined
          }
          onAction={runAction}
        />
        {isImageOpen ? (
          <ImageInsertPanel
            upload={imageUpload}
            onInsert={(images) => {
              runAction("image", () => {
                const chain = editor.chain().focus();
                for (const image of images) chain.insertImage(image);
                chain.run();
              });
              setIsImageOpen(false);
            }}
            onCancel={() => {
              setIsImageOpen(false);
              editor.commands.focus();
            }}
          />
        ) : null}
        {isLinkOpen ? (
          <LinkForm
            initialHref={(editor.getAttributes("link").href as string | undefined) ?? ""}
            onApply={(href) => {
              runAction("link", () => {
                const chain = editor.chain().focus().extendMarkRange("link");
                if (editor.state.selection.empty && !editor.isActive("link")) {
                  chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
                } else chain.setLink({ href }).run();
              });
              setIsLinkOpen(false);
            }}
            onRemove={() => {
              runAction("unlink", () => editor.chain().focus().extendMarkRange("link").unsetLink().run());
              setIsLinkOpen(false);
            }}
            onCancel={() => {
              setIsLinkOpen(false);
              editor.commands.focus();
            }}
          />
        ) : null}
        <EditorContent editor={editor} />
      </div>
      {name ? <input type="hidden" name={name} value={html} /> : null}
    </div>
  );
}

type LinkFormProps = {
  initialHref: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
};

/** The link's address, asked inline (not a form: it sits inside the page's form). Enter applies, Escape cancels. */
function LinkForm({ initialHref, onApply, onRemove, onCancel }: LinkFormProps) {
  const { t } = useTranslation("editor");
  const id = useId();
  const [href, setHref] = useState(initialHref);
  const [error, setError] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The Link button opened this form: move the keyboard to its field.
  useEffect(() => input.current?.focus(), []);
  function apply(event?: FormEvent) {
    event?.preventDefault();
    const value = href.trim();
    if (!/^(https?:\/\/|mailto:|tel:)\S+$/i.test(value)) return setError(true);
    onApply(value);
  }
  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-slate-300 bg-sand-50 p-2">
      <div className="min-w-52 flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {t("link.address")}
        </label>
        <input
          id={id}
          type="url"
          value={href}
          ref={input}
          placeholder="https://"
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setHref(event.target.value);
            setError(false);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") apply(event);
            if (event.key === "Escape") onCancel();
          }}
          className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
            {t("link.invalid")}
          </p>
        ) : null}
      </div>
      <button type="button" onClick={() => apply()} className={PANEL_BUTTON_CLASSES.primary}>
        {t("link.apply")}
      </button>
      <button
        type="button"
        onClick={onRemove}
        className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
      >
        {t("link.remove")}
      </button>
      <button type="button" onClick={onCancel} className={PANEL_BUTTON_CLASSES.quiet}>
        {t("link.cancel")}
      </button>
    </div>
  );
}

// Images inside a description: a plain <img> block with its address and alternative text. Only http(s) and
// site-relative addresses are kept (a pasted data: or javascript: image is dropped); the server sanitises again.
import { mergeAttributes, Node } from "@tiptap/core";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    descriptionImage: {
      /** Inserts an image at the selection. */
      insertImage: (attributes: { src: string; alt?: string }) => ReturnType;
    };
  }
}

/** Whether an address may be an image of a description: https, http or a path of this site. */
export function isAllowedImageSrc(src: string | null | undefined): src is string {
  if (!src) return false;
  return /^https?:\/\/\S+$/i.test(src) || /^\/(?!\/)\S*$/.test(src);
}

export const DescriptionImage = Node.create({
  name: "image",
  group: "block",
  draggable: true,
  atom: true,
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: "" },
    };
  },
  parseHTML() {
    return [
      {
        tag: "img[src]",
        getAttrs: (element) => {
          const src = element.getAttribute("src");
          return isAllowedImageSrc(src) ? { src, alt: element.getAttribute("alt") ?? "" } : false;
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ["img", mergeAttributes(HTMLAttributes)];
  },
  addCommands() {
    return {
      insertImage:
        (attributes) =>
        ({ commands }) =>
          isAllowedImageSrc(attributes.src)
            ? commands.insertContent({ type: this.name, attrs: { src: attributes.src, alt: attributes.alt ?? "" } })
            : false,
    };
  },
});

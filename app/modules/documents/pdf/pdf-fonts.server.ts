// Fonts embedded in every document PDF (subset to the glyphs used): Source Sans 3 from npm for Latin text (French,
// Tahitian macrons), and Noto Sans CJK from the system (Debian's fonts-noto-cjk, installed by .ci/run) for Chinese
// names. The CJK font shares Source Sans's Latin design, and it is only a fallback: shaping Latin text with its
// large OpenType tables would make a PDF several times slower.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { Font } from "@react-pdf/renderer";

export const PDF_FONT_FAMILY = "BpeDocument";
export const PDF_CJK_FONT_FAMILY = "BpeDocumentCjk";

const CJK_DIRECTORIES = [
  "/usr/share/fonts/opentype/noto",
  "/usr/share/fonts/noto-cjk",
  "/usr/share/fonts/google-noto-cjk",
];

let registered: { hasCjk: boolean } | undefined;

/** Registers the families once per process; says whether a CJK font was found. */
export function registerPdfFonts(): { hasCjk: boolean } {
  if (registered) return registered;
  const require = createRequire(import.meta.url);
  const latin = (file: string) => require.resolve(`@expo-google-fonts/source-sans-3/${file}`);
  Font.register({
    family: PDF_FONT_FAMILY,
    fonts: [
      { src: latin("400Regular/SourceSans3_400Regular.ttf"), fontWeight: 400 },
      { src: latin("700Bold/SourceSans3_700Bold.ttf"), fontWeight: 700 },
    ],
  });
  const cjkDirectory = CJK_DIRECTORIES.find((dir) => existsSync(`${dir}/NotoSansCJK-Regular.ttc`));
  if (cjkDirectory) {
    Font.register({
      family: PDF_CJK_FONT_FAMILY,
      fonts: [
        { src: `${cjkDirectory}/NotoSansCJK-Regular.ttc`, postscriptName: "NotoSansCJKsc-Regular", fontWeight: 400 },
        {
          src: existsSync(`${cjkDirectory}/NotoSansCJK-Bold.ttc`)
            ? `${cjkDirectory}/NotoSansCJK-Bold.ttc`
            : `${cjkDirectory}/NotoSansCJK-Regular.ttc`,
          postscriptName: existsSync(`${cjkDirectory}/NotoSansCJK-Bold.ttc`)
            ? "NotoSansCJKsc-Bold"
            : "NotoSansCJKsc-Regular",
          fontWeight: 700,
        },
      ],
    });
  }
  // Words are never cut with a hyphen: names and references must stay whole.
  Font.registerHyphenationCallback((word) => [word]);
  registered = { hasCjk: Boolean(cjkDirectory) };
  return registered;
}

/** The font stack of every text: Latin first, then CJK when installed. */
export function pdfFontStack(): string[] {
  return registerPdfFonts().hasCjk ? [PDF_FONT_FAMILY, PDF_CJK_FONT_FAMILY] : [PDF_FONT_FAMILY];
}

// Reads a PDF back as a person would: its text through pdftotext (poppler-utils), its page count through pdfinfo.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * `text` keeps the layout (columns side by side); `flat` is the text in drawing order with every run of spaces and
 * line breaks as one space, for phrases a narrow column may wrap.
 */
export async function readPdf(
  bytes: Uint8Array,
): Promise<{ text: string; flat: string; pages: number; fonts: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), "bpe-pdf-"));
  try {
    const file = path.join(dir, "document.pdf");
    await writeFile(file, bytes);
    const [{ stdout: text }, { stdout: raw }, { stdout: info }, { stdout: fonts }] = await Promise.all([
      run("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"]),
      run("pdftotext", ["-raw", "-enc", "UTF-8", file, "-"]),
      run("pdfinfo", [file]),
      run("pdffonts", [file]),
    ]);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
    // Spaces of every width read as one, so assertions do not depend on the layout's column gaps.
    return { text: text.replace(/[\u00A0\u202F]/g, " "), flat: raw.replace(/[\s\u00A0\u202F]+/g, " "), pages, fonts };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

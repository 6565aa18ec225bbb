// Reading back the sales desk's CSV exports with a real CSV parser, as Excel in French would: BOM, `;`, CRLF.
import { parse } from "csv-parse/sync";
import { expect } from "vitest";

/** The header and the rows of a CSV response, after checking it is the streamed, BOM-prefixed download. */
export async function readCsv(response: Response): Promise<{ header: string[]; rows: string[][] }> {
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="[\w-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes.slice(3));
  const [header, ...rows] = parse(text, { delimiter: ";", record_delimiter: "\r\n" }) as string[][];
  return { header: header!, rows };
}

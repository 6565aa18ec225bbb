// Reads a backup archive (archive-lines.ts) line by line and checks it as it goes: the header first, rows of the
// header's tables only, the database part's end (T) with the count of every table and the part's SHA-256, then the
// files and the archive's end (E) with their count and SHA-256, and nothing after it. A line is handed on only once
// what comes before it checked out; T and E only once their counts and checksums match. A cut, tampered or foreign
// file throws ArchiveError, at the latest when the stream ends: a reader that writes must read to the end before it
// keeps anything.
import { createHash, type Hash } from "node:crypto";
import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";
import { ArchiveError, type ArchiveHeader, type ArchiveLine, decodeLine } from "./archive-lines.ts";

/** The archive's lines, checked; the first is always its header. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveLine> {
  let header: ArchiveHeader | undefined;
  let part: "rows" | "files" | "done" = "rows";
  let hash: Hash = createHash("sha256");
  const counts: Record<string, number> = {};
  let files = 0;
  let lineNumber = 0;
  for await (const raw of rawLines(file)) {
    lineNumber += 1;
    if (raw.byteLength === 1) continue; // an empty line
    const line = decodeLine(raw.subarray(0, -1).toString("utf8"), lineNumber, header?.version);
    if (part === "done") throw new ArchiveError(`Archive illisible : des données suivent la fin (ligne ${lineNumber})`);
    if (!header) {
      if (line.tag !== "H") throw new ArchiveError("Ce fichier n'est pas une sauvegarde BPE");
      header = line.header;
      for (const table of header.tables) counts[table] = 0;
      hash.update(raw);
      yield line;
      continue;
    }
    if (part === "rows" && line.tag === "R") {
      if (counts[line.table] === undefined) throw new ArchiveError(`Table inconnue : ${line.table}`);
      counts[line.table]! += 1;
      hash.update(raw);
      yield line;
    } else if (part === "rows" && line.tag === "T") {
      for (const table of new Set([...Object.keys(line.rows), ...Object.keys(counts)]))
        if ((counts[table] ?? 0) !== (line.rows[table] ?? 0))
          throw new ArchiveError(
            `Archive incomplète : ${table} a ${counts[table] ?? 0} lignes sur ${line.rows[table] ?? 0}`,
          );
      checkSum(header, hash, line.sha256, "des tables");
      hash = createHash("sha256");
      part = "files";
      yield line;
    } else if (part === "files" && line.tag === "F") {
      files += 1;
      hash.update(raw);
      yield line;
    } else if (part === "files" && line.tag === "E") {
      if (line.files !== files) throw new ArchiveError(`Archive incomplète : ${files} fichiers sur ${line.files}`);
      checkSum(header, hash, line.sha256, "des fichiers");
      part = "done";
      yield line;
    } else {
      throw new ArchiveError(`Archive illisible : ligne ${lineNumber} inattendue`);
    }
  }
  if (!header) throw new ArchiveError("Ce fichier n'est pas une sauvegarde BPE");
  if (part === "rows") throw new ArchiveError("Archive tronquée : la fin des tables manque");
  if (part === "files") throw new ArchiveError("Archive tronquée : la fin des fichiers manque");
}

/** Reads the whole archive, writing nothing: its header once every line checked out. */
export async function verifyArchive(file: string): Promise<ArchiveHeader> {
  let header: ArchiveHeader | undefined;
  for await (const line of readArchive(file)) if (line.tag === "H") header = line.header;
  return header!;
}

function checkSum(header: ArchiveHeader, hash: Hash, expected: string | undefined, part: string): void {
  if (header.version < 2) return;
  if (hash.digest("hex") !== expected)
    throw new ArchiveError(`Archive abîmée : la somme de contrôle ${part} ne correspond pas`);
}

/** The file's lines as bytes, each with its newline (a last line without one is returned as if it had one). */
async function* rawLines(file: string): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  try {
    const gunzip = createGunzip();
    const source = createReadStream(file).on("error", (error) => gunzip.destroy(error));
    for await (const chunk of source.pipe(gunzip) as AsyncIterable<Buffer>) {
      let start = 0;
      for (let end = chunk.indexOf(10); end >= 0; end = chunk.indexOf(10, start)) {
        pending.push(chunk.subarray(start, end + 1));
        yield pending.length === 1 ? pending[0]! : Buffer.concat(pending);
        pending = [];
        start = end + 1;
      }
      if (start < chunk.byteLength) pending.push(chunk.subarray(start));
    }
  } catch (error) {
    // A gzip error: a cut, damaged or foreign file.
    if (error instanceof Error && "code" in error && String(error.code).startsWith("Z_"))
      throw new ArchiveError(`Archive illisible ou coupée : ${error.message}`);
    throw error;
  }
  if (pending.length > 0) yield Buffer.concat([...pending, Buffer.from("\n")]);
}

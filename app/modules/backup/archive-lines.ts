// The backup archive (`npm run db:backup`): one gzip file of text lines, each a tag, a tab and its fields, so a row's
// JSON as PostgreSQL wrote it goes back to PostgreSQL untouched (no JavaScript number ever holds a numeric or a
// bigint). JSON text never holds a raw tab or newline, nor does base64.
//
//   H <header JSON>                    what made it: format, version, database kind, migrations, tables
//   R <table> <row JSON>               one row, from row_to_json
//   T <{"rows": {"table": n}, "sha256": hex} JSON>
//                                      end of the database part: the rows of each table and the SHA-256 of the part's
//                                      lines (H and every R, each with its newline)
//   F <key> <content type> <base64>    one stored file
//   E <{"files": n, "sha256": hex} JSON>
//                                      end of the archive: the files and the SHA-256 of every F line
//
// Version 1 (before the checksums) wrote T as the bare {"table": rows} and E as {"files": n}; it is still read: gzip's
// own CRC-32 and length cover every byte of it, and a restore reads the whole archive before it writes anything.

export const ARCHIVE_FORMAT = "bpe-backup";
export const ARCHIVE_VERSION = 2;
const READABLE_VERSIONS = [1, 2];

export type ArchiveHeader = {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  database: "pglite" | "postgres";
  /** Hashes of the migrations applied to the database backed up, oldest first. */
  migrations: string[];
  tables: string[];
};

export type ArchiveLine =
  | { tag: "H"; header: ArchiveHeader }
  | { tag: "R"; table: string; json: string }
  | { tag: "T"; rows: Record<string, number>; sha256?: string }
  | { tag: "F"; key: string; contentType: string; base64: string }
  | { tag: "E"; files: number; sha256?: string };

export function encodeLine(line: ArchiveLine): string {
  switch (line.tag) {
    case "H":
      return `H\t${JSON.stringify(line.header)}\n`;
    case "R":
      return `R\t${line.table}\t${line.json}\n`;
    case "T":
      return `T\t${JSON.stringify({ rows: line.rows, sha256: line.sha256 })}\n`;
    case "F":
      return `F\t${line.key}\t${line.contentType}\t${line.base64}\n`;
    case "E":
      return `E\t${JSON.stringify({ files: line.files, sha256: line.sha256 })}\n`;
  }
}

export class ArchiveError extends Error {}

/** The archive must come from this version of the application: the same migrations (`ours`), in the same order. */
export function assertSameMigrations(header: ArchiveHeader, ours: string[]): void {
  if (ours.join() !== header.migrations.join())
    throw new ArchiveError(
      `La sauvegarde vient d'une autre version de l'application (${header.migrations.length} migrations, ` +
        `celle-ci en a ${ours.length}) : restaurez-la avec la version qui l'a faite`,
    );
}

/** Decodes one line; `version` is the header's, for the lines whose form changed. */
export function decodeLine(text: string, lineNumber: number, version = ARCHIVE_VERSION): ArchiveLine {
  const tab = text.indexOf("\t");
  const tag = text.slice(0, tab);
  const rest = text.slice(tab + 1);
  const fail = (): never => {
    throw new ArchiveError(`Archive illisible à la ligne ${lineNumber}`);
  };
  if (lineNumber === 1 && tag !== "H") throw new ArchiveError("Ce fichier n'est pas une sauvegarde BPE");
  if (tab < 0) fail();
  switch (tag) {
    case "H": {
      const header = parseJson(rest, fail) as ArchiveHeader;
      if (header?.format !== ARCHIVE_FORMAT) throw new ArchiveError("Ce fichier n'est pas une sauvegarde BPE");
      if (!READABLE_VERSIONS.includes(header.version))
        throw new ArchiveError(`Version de sauvegarde ${header.version} inconnue (attendue ${ARCHIVE_VERSION})`);
      if (!Array.isArray(header.migrations) || !Array.isArray(header.tables)) fail();
      return { tag, header };
    }
    case "R": {
      const split = rest.indexOf("\t");
      if (split <= 0) fail();
      return { tag, table: rest.slice(0, split), json: rest.slice(split + 1) };
    }
    case "T": {
      const value = parseJson(rest, fail) as { rows?: Record<string, number>; sha256?: unknown } | null;
      if (!value || typeof value !== "object") return fail();
      if (version === 1) return { tag, rows: value as Record<string, number> };
      if (!value.rows || typeof value.rows !== "object" || typeof value.sha256 !== "string") return fail();
      return { tag, rows: value.rows, sha256: value.sha256 };
    }
    case "F": {
      const [key, contentType, base64] = rest.split("\t");
      if (!key || !contentType || base64 === undefined) fail();
      return { tag, key: key!, contentType: contentType!, base64: base64! };
    }
    case "E": {
      const value = parseJson(rest, fail) as { files?: unknown; sha256?: unknown } | null;
      if (!value || typeof value !== "object" || typeof value.files !== "number") return fail();
      if (version === 1) return { tag, files: value.files };
      if (typeof value.sha256 !== "string") return fail();
      return { tag, files: value.files, sha256: value.sha256 };
    }
    default:
      return fail();
  }
}

function parseJson(text: string, fail: () => never): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return fail();
  }
}

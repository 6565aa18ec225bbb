// The backup archive (`npm run db:backup`): one gzip file of text lines, each a tag, a tab and its fields, so a row's
// JSON as PostgreSQL wrote it goes back to PostgreSQL untouched (no JavaScript number ever holds a numeric or a
// bigint). JSON text never holds a raw tab or newline, nor does base64.
//
//   H <header JSON>                    what made it: format, version, database kind, migrations, tables
//   R <table> <row JSON>               one row, from row_to_json
//   T <{"table": rows} JSON>           end of the database part, with the rows of each table
//   F <key> <content type> <base64>    one stored file
//   E <{"files": n} JSON>              end of the archive

export const ARCHIVE_FORMAT = "bpe-backup";
export const ARCHIVE_VERSION = 1;

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
  | { tag: "T"; rows: Record<string, number> }
  | { tag: "F"; key: string; contentType: string; base64: string }
  | { tag: "E"; files: number };

export function encodeLine(line: ArchiveLine): string {
  switch (line.tag) {
    case "H":
      return `H\t${JSON.stringify(line.header)}\n`;
    case "R":
      return `R\t${line.table}\t${line.json}\n`;
    case "T":
      return `T\t${JSON.stringify(line.rows)}\n`;
    case "F":
      return `F\t${line.key}\t${line.contentType}\t${line.base64}\n`;
    case "E":
      return `E\t${JSON.stringify({ files: line.files })}\n`;
  }
}

export class ArchiveError extends Error {}

export function decodeLine(text: string, lineNumber: number): ArchiveLine {
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
      if (header.version !== ARCHIVE_VERSION)
        throw new ArchiveError(`Version de sauvegarde ${header.version} inconnue (attendue ${ARCHIVE_VERSION})`);
      return { tag, header };
    }
    case "R": {
      const split = rest.indexOf("\t");
      if (split <= 0) fail();
      return { tag, table: rest.slice(0, split), json: rest.slice(split + 1) };
    }
    case "T":
      return { tag, rows: parseJson(rest, fail) as Record<string, number> };
    case "F": {
      const [key, contentType, base64] = rest.split("\t");
      if (!key || !contentType || base64 === undefined) fail();
      return { tag, key: key!, contentType: contentType!, base64: base64! };
    }
    case "E":
      return { tag, files: Number((parseJson(rest, fail) as { files: number }).files) };
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

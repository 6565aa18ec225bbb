// A parser of Prometheus' text exposition format (version 0.0.4), written from its documentation
// (https://prometheus.io/docs/instrumenting/exposition_formats/), to read /metrics as a scraper does: a line that
// does not follow the format throws, as Prometheus refuses the scrape.
export type Sample = { name: string; labels: Record<string, string>; value: number };
export type Exposition = { types: Map<string, string>; help: Map<string, string>; samples: Sample[] };

const NAME = "[a-zA-Z_:][a-zA-Z0-9_:]*";
const LABEL_NAME = "[a-zA-Z_][a-zA-Z0-9_]*";
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})?\\s+(\\S+)(?:\\s+(-?\\d+))?$`);
const TYPES = new Set(["counter", "gauge", "histogram", "summary", "untyped"]);
const SUFFIXES: Record<string, string[]> = { histogram: ["_bucket", "_sum", "_count"], summary: ["_sum", "_count"] };

/** A sample's value; NaN and infinities in any case, as Prometheus reads them (prom-client writes "Nan"). */
function parseValue(text: string, line: string): number {
  if (/^\+?inf$/i.test(text)) return Infinity;
  if (/^-inf$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  const value = Number(text);
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text) || Number.isNaN(value))
    throw new Error(`bad sample value: ${line}`);
  return value;
}

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  const pattern = new RegExp(`\\s*(${LABEL_NAME})\\s*=\\s*"((?:[^"\\\\\\n]|\\\\[\\\\"n])*)"\\s*(,|$)`, "y");
  let position = 0;
  while (position < text.length) {
    pattern.lastIndex = position;
    const match = pattern.exec(text);
    if (!match) throw new Error(`bad labels: ${line}`);
    const [, name, raw] = match as unknown as [string, string, string];
    if (name in labels) throw new Error(`label ${name} twice: ${line}`);
    labels[name] = raw.replace(/\\(["\\n])/g, (_, c: string) => (c === "n" ? "\n" : c));
    position = pattern.lastIndex;
  }
  return labels;
}

/** The family a sample belongs to: its own name, or a histogram's or summary's name without the suffix. */
function familyOf(name: string, types: Map<string, string>): string | undefined {
  if (types.has(name)) return name;
  for (const [family, type] of types)
    for (const suffix of SUFFIXES[type] ?? []) if (name === `${family}${suffix}`) return family;
  return undefined;
}

export function parsePrometheusText(text: string): Exposition {
  const types = new Map<string, string>();
  const help = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    if (line.startsWith("#")) {
      const comment = /^#\s+(HELP|TYPE)\s+(\S+)\s*(.*)$/.exec(line);
      if (!comment) continue; // other comments are allowed
      const [, keyword, name, rest] = comment as unknown as [string, string, string, string];
      if (!new RegExp(`^${NAME}$`).test(name)) throw new Error(`bad metric name: ${line}`);
      if (keyword === "HELP") help.set(name, rest);
      else {
        if (!TYPES.has(rest)) throw new Error(`bad type: ${line}`);
        if (types.has(name)) throw new Error(`type of ${name} given twice`);
        types.set(name, rest);
      }
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`bad sample line: ${line}`);
    const [, name, labelText, valueText] = match as unknown as [string, string, string | undefined, string];
    if (!familyOf(name, types)) throw new Error(`sample before its TYPE line: ${line}`);
    samples.push({ name, labels: labelText ? parseLabels(labelText, line) : {}, value: parseValue(valueText, line) });
  }
  return { types, help, samples };
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when none. */
export function sampleValue(exposition: Exposition, name: string, labels: Record<string, string> = {}) {
  return exposition.samples.find(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
}

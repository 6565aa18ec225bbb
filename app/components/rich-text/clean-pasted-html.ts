// HTML pasted from a word processor or a web page carries styles, classes, comments and scripts. The editor keeps
// only what its schema knows; this takes out the rest before ProseMirror reads it (the server sanitises again).

const DROPPED_BLOCKS = /<(script|style|template|iframe|object|embed|noscript|head|title)\b[\s\S]*?<\/\1\s*>/gi;
const DROPPED_SINGLE = /<\/?(meta|link|base|o:p|xml|iframe|object|embed|script|style)\b[^>]*>/gi;
const COMMENTS = /<!--[\s\S]*?-->/g;
const NOISY_ATTRIBUTES = /\s(?:style|class|id|lang|dir|data-[\w-]+|on\w+)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;
const SCRIPT_URLS = /\s(href|src)\s*=\s*(["']?)\s*(?:javascript|vbscript|data):[^"'\s>]*\2/gi;

export function cleanPastedHtml(html: string): string {
  return html
    .replace(COMMENTS, "")
    .replace(DROPPED_BLOCKS, "")
    .replace(DROPPED_SINGLE, "")
    .replace(NOISY_ATTRIBUTES, "")
    .replace(SCRIPT_URLS, "");
}

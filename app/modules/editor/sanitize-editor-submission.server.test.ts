import { describe, expect, it } from "vitest";
import { sanitizeEditorSubmission } from "./sanitize-editor-submission.server.ts";

function post(content?: string) {
  const form = new FormData();
  if (content !== undefined) form.set("content", content);
  return sanitizeEditorSubmission(form);
}

describe("sanitizeEditorSubmission", () => {
  it("strips scripts, event handlers and javascript: links and keeps the toolbar's formatting", () => {
    const html =
      '<h2 onclick="steal()">Titre</h2><p><strong>gras</strong> <em>it</em> <u>souligné</u> <a href="javascript:alert(1)">x</a> <a href="https://example.com">lien</a></p><script>alert(1)</script><img src=x onerror="alert(1)"><ol><li>un</li></ol><ul><li>deux</li></ul>';
    const response = post(html);
    expect(response.init?.status ?? 200).toBe(200);
    const { sanitized, receivedLength } = response.data;
    expect(sanitized).toContain("<h2>Titre</h2>");
    expect(sanitized).toContain("<strong>gras</strong> <em>it</em> <u>souligné</u>");
    expect(sanitized).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow">lien</a>');
    expect(sanitized).toContain("<ol><li>un</li></ol><ul><li>deux</li></ul>");
    expect(sanitized).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(receivedLength).toBe(html.length);
  });

  it("answers 400 with a required message for an empty or missing content", () => {
    for (const content of [undefined, "   "]) {
      const response = post(content);
      expect(response.init?.status).toBe(400);
      expect(response.data.sanitized).toBeNull();
      expect(response.data.result.error?.content).toEqual(["editor:errors.required"]);
    }
  });
});

import { describe, expect, test } from "vitest";
import { sanitizeDescription } from "./sanitize-description.server.ts";

describe("sanitizeDescription", () => {
  test("keeps the editor's formatting", () => {
    const html =
      "<h2>Titre</h2><p><strong>Gras</strong> <em>it</em> <u>s</u></p><ol><li>un</li></ol><ul><li>deux</li></ul>";
    expect(sanitizeDescription(html)).toBe(html);
  });

  test("removes scripts, handlers, styles and javascript: links", () => {
    const html =
      '<p onclick="x()" style="color:red">a<script>alert(1)</script></p><a href="javascript:alert(1)">l</a><iframe src="//x"></iframe>';
    expect(sanitizeDescription(html)).toBe('<p>a</p><a rel="noopener noreferrer nofollow">l</a>');
  });

  test("makes links safe and images lazy", () => {
    expect(sanitizeDescription('<a href="https://example.com">e</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">e</a>',
    );
    expect(sanitizeDescription('<img src="https://example.com/a.png" alt="a" onerror="x()">')).toBe(
      '<img src="https://example.com/a.png" alt="a" loading="lazy" />',
    );
  });
});

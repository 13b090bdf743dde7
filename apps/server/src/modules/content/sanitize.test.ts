import { describe, expect, it } from "vitest";
import { plainText, sanitizeContent } from "./sanitize.js";

describe("content sanitizer", () => {
  it("keeps the allowed formatting", () => {
    const html = "<h3>Bônus</h3><p><strong>100%</strong> até <em>P 1.000</em></p><ul><li>um</li></ul>";
    expect(sanitizeContent(html)).toBe(html);
  });

  it("drops scripts, event handlers, styles and dangerous links", () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Olá<script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe src="https://evil"></iframe>';
    const clean = sanitizeContent(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|style=|javascript:|iframe/);
    expect(clean).toContain("<p>Olá</p>");
  });

  it("makes new-tab links safe and strips other targets", () => {
    expect(sanitizeContent('<a href="https://a.example" target="_blank">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeContent('<a href="/help" target="_top" rel="opener">b</a>')).toBe('<a href="/help">b</a>');
  });

  it("turns titles into plain text", () => {
    expect(plainText("<b>Aviso</b> <img src=x onerror=alert(1)>importante")).toBe("Aviso importante");
  });
});

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptSources } from "./inline-scripts.js";

describe("inline script sources", () => {
  it("hashes each inline script's exact text and skips scripts loaded from files", () => {
    const body = '\n      document.documentElement.lang = "en";\n    ';
    const html = `<div></div><script>${body}</script><script type="module" src="/assets/main.js"></script>`;
    const expected = createHash("sha256").update(body, "utf8").digest("base64");
    expect(inlineScriptSources(html)).toEqual([`'sha256-${expected}'`]);
    expect(inlineScriptSources("<p>no scripts</p>")).toEqual([]);
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ALL_CALLS } from "./calls/index.js";
import { openApiDocument } from "./openapi.js";

describe("the committed API document", () => {
  it("is exactly what the call definitions generate (run `npm run openapi` after changing a call)", () => {
    const committed = JSON.parse(
      readFileSync(new URL("../../../docs/openapi.json", import.meta.url), "utf8"),
    );
    expect(committed).toEqual(JSON.parse(JSON.stringify(openApiDocument(ALL_CALLS))));
  });
});

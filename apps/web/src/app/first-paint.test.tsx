import { readFileSync } from "node:fs";
import { type Language, languageTag } from "@jogada/contracts";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { en, pt } from "../features/site/i18n";
import { LOADING_SCREEN_CLASS, Spinner } from "../shared/ui/Spinner";

const html = readFileSync(new URL("../../index.html", import.meta.url), "utf8");

describe("the first paint in index.html", () => {
  it("is the router's loading screen, in Portuguese by default", () => {
    const root = html.match(/<div id="root">([\s\S]*?)<\/div>/)?.[1] ?? "";
    const screen = renderToStaticMarkup(<Spinner className={LOADING_SCREEN_CLASS} label={pt.loading} />);
    expect(root.replace(' id="first-paint-label"', "")).toBe(screen);
  });

  it("says the same in the stored language, with the document's lang", () => {
    const others = { EN: en } as const;
    for (const [code, texts] of Object.entries(others)) {
      expect(html).toContain(`${code}: ["${languageTag(code as Language)}", "${texts.loading}"]`);
    }
    expect(html).toContain(`<html lang="${languageTag("PT")}">`);
  });
});

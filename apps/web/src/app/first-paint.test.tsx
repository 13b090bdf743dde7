import { readFileSync } from "node:fs";
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

  it("says the same in English when English is the stored language", () => {
    expect(html).toContain(`textContent = "${en.loading}"`);
  });
});

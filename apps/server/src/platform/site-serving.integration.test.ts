import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
let dist: string;
const script = `console.log(${JSON.stringify("x".repeat(4000))});`;
const html = "<!doctype html><html><body><div id=root></div></body></html>";
const lotteryHtml = html.replace(
  "<body>",
  '<head><link rel="modulepreload" href="/assets/LotteryPage-x.js"></head><body>',
);

beforeAll(async () => {
  // A build as the site's writes it: every text file with its .br and .gz beside it.
  dist = await mkdtemp(path.join(os.tmpdir(), "jogada-dist-"));
  await mkdir(path.join(dist, "assets"));
  await mkdir(path.join(dist, "routes"));
  const files: Record<string, string> = {
    "index.html": html,
    "routes/_lottery.html": lotteryHtml,
    "assets/index-AbC123.js": script,
    "favicon.svg": "<svg/>",
  };
  for (const [name, text] of Object.entries(files)) {
    await writeFile(path.join(dist, name), text);
    await writeFile(path.join(dist, `${name}.br`), brotliCompressSync(text));
    await writeFile(path.join(dist, `${name}.gz`), gzipSync(text));
  }
  t = await createTestApp({ WEB_DIST: dist });
});

afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

describe("serving the built site", () => {
  it("sends hashed assets precompressed and cached for good", async () => {
    const br = await t.app.inject({
      url: "/assets/index-AbC123.js",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await t.app.inject({ url: "/assets/index-AbC123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ url: "/assets/index-AbC123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("revalidates what has no hash in its name, and the page itself", async () => {
    const icon = await t.app.inject({ url: "/favicon.svg" });
    expect(icon.headers["cache-control"]).toBe("no-cache");
    const page = await t.app.inject({ url: "/rng", headers: { "accept-encoding": "br" } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(html);
    const plain = await t.app.inject({ url: "/rng" });
    expect(plain.body).toBe(html);
  });

  it("sends a route its own copy of the page, which preloads the route's chunks, when the build wrote one", async () => {
    for (const url of ["/lottery", "/lottery/", "/lottery?gameCode=k3-1"]) {
      const page = await t.app.inject({ url, headers: { "accept-encoding": "br" } });
      expect(page.statusCode).toBe(200);
      expect(page.headers["cache-control"]).toBe("no-cache");
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(lotteryHtml);
    }
    expect((await t.app.inject({ url: "/lottery" })).body).toBe(lotteryHtml);
    // Another route, or a path that is no route, gets the index page.
    expect((await t.app.inject({ url: "/rng" })).body).toBe(html);
    const missing = await t.app.inject({ url: "/no-such-page" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(html);
  });
});

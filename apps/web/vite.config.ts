import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { contractCalls } from "./vite/contract-calls";
import { firstScreen } from "./vite/first-screen";
import { routeDocuments } from "./vite/route-documents";

const apiTarget = process.env.VITE_API_TARGET ?? "http://localhost:3000";

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, compressed once at their
 * strongest, so the server sends them as they are (no compression work per request).
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = "dist";
  return {
    name: "jogada-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter(
          (entry) => entry.isFile() && /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/.test(entry.name),
        )
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file);
          if (data.length < 1024) return;
          const [br, gzipped] = await Promise.all([
            brotli(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gz(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}

/**
 * Preloads the Latin face of the text font, so it arrives within font-display: optional's short
 * wait on a first visit too (the others load only for text that needs them).
 */
function preloadFont(): Plugin {
  return {
    name: "jogada-preload-font",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-.*\.woff2$/.test(file),
        );
        if (!font) return [];
        return [
          {
            tag: "link",
            attrs: { rel: "preload", as: "font", type: "font/woff2", href: `/${font}`, crossorigin: "" },
            injectTo: "head",
          },
        ];
      },
    },
  };
}

/**
 * Preloads the default language's catalogue with the entry (most visitors see it), so the first
 * render does not wait for a second round trip; a visitor who chose the other language fetches
 * that one when the entry runs.
 */
function preloadDefaultCatalogue(): Plugin {
  return {
    name: "jogada-preload-catalogue",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (file) => file.type === "chunk" && /\/app\/catalogues\/pt\.ts$/.test(file.facadeModuleId ?? ""),
        );
        if (!chunk) return [];
        return [
          {
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: "", href: `/${chunk.fileName}` },
            injectTo: "head",
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    contractCalls(path.resolve(import.meta.dirname, "../../packages/contracts")),
    firstScreen({
      banned: /\/node_modules\/zod\//,
      texts: /\/app\/catalogues\/pt\.ts$/,
      sharedBudgetKb: 165,
    }),
    preloadFont(),
    preloadDefaultCatalogue(),
    routeDocuments({
      router: path.resolve(import.meta.dirname, "src/app/router.tsx"),
      catalogue: path.resolve(import.meta.dirname, "src/app/catalogues/pt.ts"),
    }),
    precompress(),
  ],
  build: {
    outDir: "dist",
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      treeshake: {
        // packages/games is pure (rules, tables, calendars) but does not say so in its package, so
        // without this a lottery lobby would carry the slot reels and bet pricing it never reads.
        moduleSideEffects: (id: string) => !/\/packages\/games\/src\//.test(id),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/wps": apiTarget,
      "/lgw": apiTarget,
      "/lotto": apiTarget,
      "/ws": { target: apiTarget, ws: true },
    },
  },
});

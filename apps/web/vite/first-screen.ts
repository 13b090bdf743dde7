import { gzipSync } from "node:zlib";
import type { Plugin, Rollup } from "vite";
import { staticClosure } from "./chunk-closure";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

export interface FirstScreenRules {
  /** Modules that must never reach the first screen (e.g. zod, whose schemas the site never reads). */
  banned: RegExp;
  /** The chunk of the default language's first-screen texts, loaded before the first render. */
  texts: RegExp;
  /**
   * Gzip KB every route's first screen shares at most: the entry, the chunks it imports statically
   * and the texts chunk. The rest of the 180 KB budget (decision 100) is left for a route's own
   * chunks; `npm run bench:site` measures whole routes.
   */
  sharedBudgetKb: number;
}

/** The entry and every chunk it imports statically: what every first screen loads. */
function entryClosure(bundle: OutputBundle): OutputChunk[] {
  const entries = Object.values(bundle).filter(
    (file): file is OutputChunk => file.type === "chunk" && file.isEntry,
  );
  return [...staticClosure(bundle, entries).values()];
}

const gzipKb = (chunks: OutputChunk[]) =>
  chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0) / 1024;

/**
 * Fails the site's build when the first screen breaks its rules: a banned module in the entry or
 * a chunk it imports statically (zod would otherwise come back silently with a contracts module
 * that mixes constants the shell needs with schemas a lazy page uses), or the script every route
 * shares over its budget (a library or a catalogue slipping into the entry).
 */
export function firstScreen(rules: FirstScreenRules): Plugin {
  return {
    name: "jogada-first-screen",
    apply: "build",
    generateBundle(_options, bundle) {
      const shared = entryClosure(bundle);
      for (const chunk of shared) {
        const found = chunk.moduleIds.find((id) => rules.banned.test(id));
        if (found) {
          this.error(
            `${found} reaches the first screen through ${chunk.fileName}: move what the shell imports ` +
              "from its module to one without it (e.g. packages/contracts/src/game-routes.ts)",
          );
        }
      }
      const texts = Object.values(bundle).filter(
        (file): file is OutputChunk => file.type === "chunk" && rules.texts.test(file.facadeModuleId ?? ""),
      );
      if (texts.length === 0) this.error(`no chunk of the first screen's texts matches ${rules.texts}`);
      const kb = gzipKb([...shared, ...texts]);
      if (kb > rules.sharedBudgetKb) {
        const largest = [...shared, ...texts]
          .sort((a, b) => b.code.length - a.code.length)
          .slice(0, 5)
          .map((chunk) => chunk.fileName)
          .join(", ");
        this.error(
          `the script every first screen loads is ${kb.toFixed(1)} KB gzip, over its ${rules.sharedBudgetKb} KB ` +
            `budget (largest: ${largest}): load what grew with the feature that needs it`,
        );
      }
    },
  };
}

import type { Plugin } from "vite";

/**
 * Fails the site's build when the entry, or a chunk it imports statically (what every first
 * screen loads), holds a module matching `banned`: zod, whose schemas the site never reads
 * (decision 100), would otherwise come back silently with a contracts module that mixes
 * constants the shell needs with schemas a lazy page uses.
 */
export function firstScreenWithout(banned: RegExp): Plugin {
  return {
    name: "jogada-first-screen",
    apply: "build",
    generateBundle(_options, bundle) {
      const queue = Object.values(bundle).filter((file) => file.type === "chunk" && file.isEntry);
      const seen = new Set<string>();
      while (queue.length > 0) {
        const chunk = queue.shift()!;
        if (chunk.type !== "chunk" || seen.has(chunk.fileName)) continue;
        seen.add(chunk.fileName);
        const found = chunk.moduleIds.find((id) => banned.test(id));
        if (found) {
          this.error(
            `${found} reaches the first screen through ${chunk.fileName}: move what the shell imports ` +
              "from its module to one without it (e.g. packages/contracts/src/game-routes.ts)",
          );
        }
        for (const name of chunk.imports) {
          const next = bundle[name];
          if (next) queue.push(next);
        }
      }
    },
  };
}

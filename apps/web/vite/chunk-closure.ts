import type { Rollup } from "vite";

/** Chunks and every chunk they import statically (what the browser loads with them), by file name. */
export function staticClosure(
  bundle: Rollup.OutputBundle,
  roots: Rollup.OutputChunk[],
): Map<string, Rollup.OutputChunk> {
  const seen = new Map<string, Rollup.OutputChunk>();
  const queue = [...roots];
  while (queue.length > 0) {
    const chunk = queue.shift()!;
    if (seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === "chunk") queue.push(next);
    }
  }
  return seen;
}

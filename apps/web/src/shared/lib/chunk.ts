import { LIMITS } from "@jogada/contracts";

export class ChunkLoadError extends Error {
  constructor() {
    super("chunk load timed out");
    this.name = "ChunkLoadError";
  }
}

/** A lazily loaded section that gives up after SPEC §9's chunk load timeout. */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs: number = LIMITS.chunkLoadTimeoutMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

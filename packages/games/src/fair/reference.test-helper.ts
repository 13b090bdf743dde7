import { createHmac } from "node:crypto";

/**
 * A second, deliberately plain implementation of the public scheme using Node's own HMAC, so the
 * tests compare the package against the formulas rather than against itself.
 */
export function referenceFloats(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
  cursor = 0,
) {
  const bytes: number[] = [];
  let round = Math.floor(cursor / 32);
  let skip = cursor - round * 32;
  while (bytes.length < count * 4) {
    const digest = createHmac("sha256", serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
    for (let i = skip; i < 32 && bytes.length < count * 4; i++) bytes.push(digest[i]!);
    skip = 0;
    round++;
  }
  const floats: number[] = [];
  for (let i = 0; i < count; i++) {
    const chunk = bytes.slice(i * 4, i * 4 + 4);
    floats.push(chunk.reduce((sum, value, j) => sum + value / 256 ** (j + 1), 0));
  }
  return floats;
}

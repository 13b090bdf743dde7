/**
 * Builds a reel strip from symbol counts, spreading each symbol evenly along the strip
 * (symbol i's j-th copy goes near position (j + offset) x length / count). Deterministic, so the
 * configuration's counts fully define the strip the RTP is computed on.
 */
export function spreadStrip(counts: Record<string, number>): string[] {
  const entries = Object.entries(counts);
  const length = entries.reduce((sum, [, n]) => sum + n, 0);
  const placed: { symbol: string; at: number; order: number }[] = [];
  entries.forEach(([symbol, n], order) => {
    const offset = (order * 0.618034) % 1;
    for (let j = 0; j < n; j++) placed.push({ symbol, at: ((j + offset) * length) / n, order });
  });
  placed.sort((a, b) => a.at - b.at || a.order - b.order);
  return placed.map((p) => p.symbol);
}

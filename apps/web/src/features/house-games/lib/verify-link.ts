import type { HouseRound } from "@jogada/contracts";

/** The verification page prefilled with a round's seeds, nonce and bet. */
export function verifyLink(round: HouseRound): string | null {
  const { serverSeed, clientSeed, nonce } = round.fairness;
  if (!serverSeed) return null;
  const query = new URLSearchParams({ game: round.game, serverSeed, clientSeed, nonce: String(nonce) });
  for (const [key, value] of Object.entries(round.params)) {
    if (key === "edgeBps" || key === "payout") continue;
    query.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  return `/fairness?${query.toString()}`;
}

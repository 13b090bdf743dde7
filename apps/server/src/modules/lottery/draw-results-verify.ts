import { FAST_GAMES, type FastGame, type TicketLeaf, verifyDraw } from "@jogada/games";
import { z } from "zod";
import { type BeaconChain, verifyBeaconRound } from "./sources/drand-beacon.js";

/**
 * A fast draw as the draw verification call publishes it (`GET /lgw/lottery/draws/<drawId>`, the
 * envelope's value), optionally with the draw's tickets (the Merkle leaves) to rebuild its root.
 */
export const PublishedFastDraw = z.object({
  drawId: z.string(),
  fastGame: z.enum(FAST_GAMES),
  seedHash: z.string(),
  closeAt: z.string(),
  merkleRoot: z.string(),
  seed: z.string(),
  beacon: z.object({ round: z.number().int(), randomness: z.string(), signature: z.string() }),
  result: z.object({ numbers: z.array(z.number().int()) }),
  tickets: z
    .array(
      z.object({
        ticketId: z.string(),
        drawId: z.string(),
        betType: z.string(),
        selection: z.string(),
        stakeMinor: z.union([z.string().regex(/^[0-9]+$/), z.number().int().min(0)]),
      }),
    )
    .optional(),
});
export type PublishedFastDraw = z.input<typeof PublishedFastDraw>;

export interface DrawCheck {
  ok: boolean;
  /** What held, or the first part that failed (seed, tickets, beacon, numbers) and why. */
  lines: string[];
}

/**
 * Recomputes a fast draw from what was published: the beacon round's BLS signature under the
 * chain's public key (drand-client), then seed against commitment, tickets against the Merkle root,
 * the round against the close time, and the numbers (verifyDraw of @jogada/games).
 */
export async function checkPublishedDraw(raw: unknown, chain: BeaconChain): Promise<DrawCheck> {
  const value = raw && typeof raw === "object" && "value" in raw ? (raw as { value: unknown }).value : raw;
  const parsed = PublishedFastDraw.safeParse(value);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join(".") ?? "";
    return { ok: false, lines: [`draw: not a drawn fast draw with its seed revealed (${field})`] };
  }
  const draw = parsed.data;
  const lines: string[] = [];
  if (!(await verifyBeaconRound(chain, draw.beacon, draw.beacon.round)))
    return {
      ok: false,
      lines: [
        `FAILED beacon: round ${draw.beacon.round} is not signed by chain ${chain.chainHash.slice(0, 16)}…`,
      ],
    };
  lines.push(`beacon: round ${draw.beacon.round} signed by chain ${chain.chainHash.slice(0, 16)}…`);
  const tickets: TicketLeaf[] | undefined = draw.tickets?.map((t) => ({
    ...t,
    stakeMinor: BigInt(t.stakeMinor),
  }));
  const result = verifyDraw(
    {
      game: draw.fastGame as FastGame,
      drawId: draw.drawId,
      seedHash: draw.seedHash,
      closeAt: Date.parse(draw.closeAt),
      merkleRoot: draw.merkleRoot,
      beacon: draw.beacon,
      numbers: draw.result.numbers,
    },
    { seed: draw.seed, tickets },
  );
  if (!result.ok) return { ok: false, lines: [...lines, `FAILED ${result.failure}: ${result.reason}`] };
  lines.push("seed: SHA-256 of the revealed seed is the published commitment");
  lines.push(
    tickets
      ? `tickets: ${tickets.length} tickets rebuild the Merkle root`
      : "tickets: none given; check yours with its inclusion proof",
  );
  lines.push(`numbers: ${draw.result.numbers.join(", ")} derived from seed, root and round`);
  return { ok: true, lines };
}

import {
  crashPoint,
  diceMultiplier,
  diceRoll,
  diceWins,
  FairStream,
  type KenoRisk,
  kenoDraw,
  kenoHits,
  kenoMultiplier,
  limboResult,
  minePositions,
  type PlinkoRisk,
  type PlinkoRows,
  plinkoDrop,
  SLOT_GAMES,
  sha256Hex,
  spin,
  spinMult10k,
  verifyRoundHash,
} from "@jogada/games";

export interface Recomputed {
  lines: string[];
  mult10k?: number;
}

const two = (hundredths: number) => (hundredths / 100).toFixed(2);

/**
 * Recomputes a round in the browser with the same package the server plays with. Only the
 * outcome depends on the seeds; the bet's parameters (target, rows...) only decide what it pays.
 */
export function recompute(params: Record<string, string>, edgeBps: number): Recomputed {
  const game = params.game ?? "dice";
  if (game === "crash") {
    const round = Number(params.round);
    const point = crashPoint(params.hash ?? "", params.salt ?? "", edgeBps);
    const chained = verifyRoundHash(params.hash ?? "", round, params.terminating ?? "");
    return { lines: [`crash=${two(point)}x`, `chain=${chained ? "ok" : "mismatch"}`] };
  }
  const input = {
    serverSeed: params.serverSeed ?? "",
    clientSeed: params.clientSeed ?? "",
    nonce: Number(params.nonce ?? 0),
  };
  const stream = new FairStream(input);
  const hash = `sha256(serverSeed)=${sha256Hex(input.serverSeed)}`;
  switch (game) {
    case "dice": {
      const roll = diceRoll(stream);
      const bet = {
        target: Math.round(Number(params.target ?? 50) * 100),
        direction: (params.direction ?? "over") as "over" | "under",
      };
      const win = diceWins(roll, bet);
      return { lines: [hash, `roll=${two(roll)}`], mult10k: win ? diceMultiplier(bet, edgeBps) : 0 };
    }
    case "limbo": {
      const result = limboResult(stream, edgeBps);
      const target = Math.round(Number(params.target ?? 2) * 100);
      return { lines: [hash, `result=${two(result)}x`], mult10k: result >= target ? target * 100 : 0 };
    }
    case "plinko": {
      const drop = plinkoDrop(
        stream,
        Number(params.rows ?? 16) as PlinkoRows,
        (params.risk ?? "low") as PlinkoRisk,
      );
      return { lines: [hash, `path=${drop.path.join("")}`, `slot=${drop.slot}`], mult10k: drop.mult10k };
    }
    case "keno": {
      const drawn = kenoDraw(stream);
      const picks = (params.picks ?? "")
        .split(",")
        .map(Number)
        .filter((n) => n >= 1 && n <= 40);
      const lines = [hash, `drawn=${drawn.join(",")}`, `hits=${kenoHits(picks, drawn)}`];
      return picks.length > 0
        ? { lines, mult10k: kenoMultiplier((params.risk ?? "classic") as KenoRisk, picks, drawn) }
        : { lines };
    }
    case "mines": {
      const mines = minePositions(stream, Number(params.mines ?? 3));
      return { lines: [hash, `mines=${mines.map((m) => m + 1).join(",")}`] };
    }
    default: {
      const config = SLOT_GAMES[game];
      if (!config) return { lines: [hash] };
      const result = spin(config, stream);
      return {
        lines: [
          hash,
          ...result.steps.map(
            (s, i) =>
              `${i === 0 ? "spin" : `free ${i}`}: stops=${s.stops.join(",")} win=${s.units}/${config.payDivisor}`,
          ),
        ],
        mult10k: spinMult10k(result),
      };
    }
  }
}

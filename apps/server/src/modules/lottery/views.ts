import type { DrawResult, DrawSummary, Ticket } from "@jogada/contracts";
import { formatMoney } from "@jogada/contracts";
import { gameName, type LotteryGame } from "./games.js";
import type { DrawRow, TicketRow } from "./repository.js";
import { resultNumbers } from "./rules.js";

/** Rows as the calls answer them. */

/** odds10k as a decimal string: 980000 -> "98", 98000 -> "9.8". */
export function oddsText(odds10k: number): string {
  const whole = Math.floor(odds10k / 10_000);
  const fraction = String(odds10k % 10_000)
    .padStart(4, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** "98.5" -> 985000; undefined when not a decimal with at most 4 places. */
export function oddsFromText(text: string): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,4}))?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 10_000 + Number((match[2] ?? "").padEnd(4, "0"));
}

export function percentText(value: number): string {
  return (Math.floor(value * 10_000 + 1e-9) / 100).toFixed(2);
}

export function drawSummary(row: DrawRow, now: number): DrawSummary {
  return {
    drawId: row.id,
    gameCode: row.game_code,
    numero: row.numero,
    station: row.station_code ? { code: row.station_code, name: row.station_name ?? row.station_code } : null,
    drawAt: row.draw_at.toISOString(),
    closeAt: row.close_at.toISOString(),
    closesInSeconds:
      row.status === "open" ? Math.max(0, Math.floor((row.close_at.getTime() - now) / 1000)) : 0,
    status: row.status,
    seedHash: row.seed_hash,
  };
}

export function drawResult(row: DrawRow, now: number): DrawResult {
  return {
    ...drawSummary(row, now),
    result: row.result as Record<string, unknown> | null,
    numbers: resultNumbers(row.result),
    resultRevision: row.result_revision,
  };
}

export function ticketView(
  row: TicketRow,
  game: LotteryGame | undefined,
  language: string,
  decimals: number,
  now: number,
): Ticket {
  const tiered = row.odds !== null && typeof row.odds === "object";
  return {
    ticketNo: row.ticket_no,
    slipNo: row.slip_no,
    gameCode: row.game_code,
    gameName: game ? gameName(game, language) : row.game_code,
    drawId: row.draw_id,
    numero: row.numero,
    drawAt: row.draw_at.toISOString(),
    closeAt: row.close_at.toISOString(),
    betType: row.bet_type,
    numbers: row.numbers,
    stake: formatMoney(BigInt(row.stake), decimals),
    cost: formatMoney(BigInt(row.cost), decimals),
    odds: tiered || row.odds === null ? null : oddsText(Number(row.odds)),
    oddsByTier: tiered
      ? Object.fromEntries(
          Object.entries(row.odds as Record<string, number>).map(([k, v]) => [k, oddsText(v)]),
        )
      : null,
    status: row.status,
    win: formatMoney(BigInt(row.win), decimals),
    currency: row.currency,
    chaseNo: row.chase_no ?? null,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
    cancellable: row.status === "open" && row.draw_status === "open" && row.close_at.getTime() > now,
  };
}

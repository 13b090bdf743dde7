import type { LotteryGame } from "./games.js";
import { publicNo } from "./ids.js";
import type { DrawRow, NewTicket, TicketRow } from "./repository.js";
import type { PreparedLine } from "./rules.js";

/** The parts of a bettor a slip's rows need. */
interface SlipOwner {
  memberId: number;
  merchant: string;
  currency: string;
}

/** One ticket per prepared line of a slip. */
export function newTickets(
  bettor: SlipOwner,
  game: LotteryGame,
  drawId: string,
  slipNo: string,
  prepared: PreparedLine[],
  chaseId: string | null,
): NewTicket[] {
  return prepared.map((p) => ({
    ticketNo: publicNo("T"),
    slipNo,
    memberId: bettor.memberId,
    merchantCode: bettor.merchant,
    gameCode: game.code,
    drawId,
    currency: bettor.currency,
    betType: p.betType,
    numbers: p.numbers,
    selection: p.selection,
    stake: p.stake,
    cost: p.cost,
    odds: p.odds,
    series: p.series,
    chaseId,
  }));
}

/** The rows as stored, without reading them back. */
export function storedRows(
  tickets: NewTicket[],
  draw: Pick<DrawRow, "numero" | "draw_at" | "close_at" | "status">,
  createdAt: Date,
): TicketRow[] {
  return tickets.map(
    (t): TicketRow => ({
      id: "",
      ticket_no: t.ticketNo,
      slip_no: t.slipNo,
      member_id: String(t.memberId),
      merchant_code: t.merchantCode,
      game_code: t.gameCode,
      draw_id: t.drawId,
      currency: t.currency,
      bet_type: t.betType,
      numbers: t.numbers,
      selection: t.selection,
      stake: t.stake.toString(),
      cost: t.cost.toString(),
      odds: t.odds,
      series: t.series,
      status: "open",
      win: "0",
      lines: null,
      settled_revision: 0,
      settled_at: null,
      chase_id: t.chaseId,
      chase_no: null,
      created_at: createdAt,
      numero: draw.numero,
      draw_at: draw.draw_at,
      close_at: draw.close_at,
      draw_status: draw.status,
    }),
  );
}

import { createHash, createHmac, randomBytes } from "node:crypto";

/** A player's tickets, numbered after the previous holders' (holders in participation order). */
export interface TicketHolder {
  memberId: number;
  tickets: number;
}

export interface RaffleWinner {
  rank: number;
  memberId: number;
  /** 1-based ticket number. */
  ticket: number;
}

export function newSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString("hex");
  return { seed, seedHash: seedHashOf(seed) };
}

export function seedHashOf(seed: string): string {
  return createHash("sha256").update(Buffer.from(seed, "hex")).digest("hex");
}

/**
 * Winners of a raffle, one prize per player: for rank r and attempt a, the ticket is
 * HMAC-SHA256(key = seed, "<randomness>:<r>:<a>") as a 256-bit number modulo the ticket count,
 * plus one. A ticket whose holder already won is drawn again with the next attempt. Anyone with
 * the revealed seed, the beacon round's randomness and the ticket list gets the same winners;
 * the seed's hash was published before the period ended and the randomness did not exist yet,
 * so neither the house nor a player could steer the outcome.
 */
export function drawWinners(
  seed: string,
  randomness: string,
  holders: readonly TicketHolder[],
  prizes: number,
): RaffleWinner[] {
  const total = holders.reduce((sum, h) => sum + Math.max(0, h.tickets), 0);
  const players = holders.filter((h) => h.tickets > 0).length;
  const winners: RaffleWinner[] = [];
  const won = new Set<number>();
  const key = Buffer.from(seed, "hex");
  for (let rank = 1; rank <= prizes && won.size < players; rank++) {
    for (let attempt = 0; ; attempt++) {
      const digest = createHmac("sha256", key).update(`${randomness}:${rank}:${attempt}`).digest("hex");
      const ticket = Number(BigInt(`0x${digest}`) % BigInt(total)) + 1;
      const memberId = holderOf(holders, ticket);
      if (won.has(memberId)) continue;
      won.add(memberId);
      winners.push({ rank, memberId, ticket });
      break;
    }
  }
  return winners;
}

function holderOf(holders: readonly TicketHolder[], ticket: number): number {
  let last = 0;
  for (const h of holders) {
    if (h.tickets <= 0) continue;
    last += h.tickets;
    if (ticket <= last) return h.memberId;
  }
  throw new Error(`ticket ${ticket} is beyond the ${last} tickets`);
}

/** Tickets earned: one per `depositPerTicket` deposited and per `turnoverPerTicket` staked, capped. */
export function ticketsFor(
  deposits: bigint,
  turnover: bigint,
  perDeposit: bigint | undefined,
  perTurnover: bigint | undefined,
  max: number,
): number {
  const fromDeposits = perDeposit && perDeposit > 0n ? deposits / perDeposit : 0n;
  const fromTurnover = perTurnover && perTurnover > 0n ? turnover / perTurnover : 0n;
  const total = fromDeposits + fromTurnover;
  return total > BigInt(max) ? max : Number(total);
}

/** "membro01" -> "me***01": enough for a player to recognise themselves, not to be found. */
export function maskName(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}

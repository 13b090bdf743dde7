import { randomInt, randomUUID } from "node:crypto";
import type { FeedGame } from "@jogada/contracts";
import { outcomeText, refusedText } from "./outcomes.js";
import type { CallRecord, PlatformWallet } from "./wallet-client.js";

export type GameKind = "slot" | "table" | "fish" | "sports";

export function kindOf(game: FeedGame): GameKind {
  if (game.gameType === "SPORTS" || game.gameType === "ESPORTS") return "sports";
  if (game.gameType === "FISH") return "fish";
  if (game.gameType === "LIVE" || game.gameType === "PVP" || game.classify === "TG") return "table";
  return "slot";
}

export interface SportsBet {
  roundId: string;
  betTransactionId: string;
  market: string;
  selection: string;
  odds: number;
  stakeCents: number;
}

export interface PlaySession {
  id: string;
  token: string;
  player: string;
  currency: string;
  /** The operator's money display and the player's language, for the balance the page shows. */
  display: { symbol: string; decimals: number };
  language: "PT" | "EN";
  demo: boolean;
  game: FeedGame;
  kind: GameKind;
  roomId: string | null;
  lobbyUrl: string;
  log: CallRecord[];
  fishRound: { roundId: string; lastBet: string } | null;
  sportsBets: SportsBet[];
  balance: string | null;
}

/** A few fixed markets for the sports page, with decimal odds. */
export const SPORTS_MARKETS = [
  {
    id: "m1",
    event: "Flamengo x Palmeiras",
    selections: [
      { id: "home", label: "1", odds: 2.1 },
      { id: "draw", label: "X", odds: 3.2 },
      { id: "away", label: "2", odds: 3.4 },
    ],
  },
  {
    id: "m2",
    event: "Benfica x Porto",
    selections: [
      { id: "home", label: "1", odds: 2.4 },
      { id: "draw", label: "X", odds: 3.1 },
      { id: "away", label: "2", odds: 2.8 },
    ],
  },
  {
    id: "m3",
    event: "Team Liquid x FURIA (map 1)",
    selections: [
      { id: "home", label: "Liquid", odds: 1.8 },
      { id: "away", label: "FURIA", odds: 1.95 },
    ],
  },
];

export type Tool = "normal" | "replay" | "duplicate" | "rollbackFirst" | "dropReply" | "badSignature";

export interface Action {
  action: "balance" | "spin" | "table" | "shoot" | "leave" | "sportsBet" | "sportsSettle";
  stake?: string;
  choice?: string;
  market?: string;
  tool?: Tool;
}

export function toCents(amount: string): number {
  const [whole, fraction = ""] = amount.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
}

export function fromCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/**
 * Plays one action of a game session against the platform's seamless wallet. The outcome is
 * drawn here, as a real game server does; the platform only sees bets, wins and rollbacks.
 */
export class GamePlay {
  constructor(private readonly wallet: PlatformWallet) {}

  private base(session: PlaySession) {
    return { token: session.token, player: session.player, currency: session.currency };
  }

  private round(session: PlaySession, roundId: string, transactionId: string) {
    return {
      ...this.base(session),
      transactionId,
      roundId,
      vendor: session.game.vendor,
      gameCode: session.game.gameCode,
    };
  }

  private async send(
    session: PlaySession,
    call: CallRecord["call"],
    body: Record<string, unknown>,
    note?: string,
  ): Promise<CallRecord> {
    const record = await this.wallet.call(call, body);
    if (note) record.note = note;
    session.log.unshift(record);
    session.log.length = Math.min(session.log.length, 50);
    if ("balance" in record.reply && record.reply.balance) session.balance = record.reply.balance;
    return record;
  }

  async run(session: PlaySession, action: Action): Promise<{ outcome: string; records: CallRecord[] }> {
    const tool = action.tool ?? "normal";
    if (tool !== "normal") return this.runTool(session, tool, action);
    switch (action.action) {
      case "balance":
        return { outcome: "", records: [await this.send(session, "balance", this.base(session))] };
      case "spin":
        return this.spin(session, toCents(action.stake ?? "1.00"));
      case "table":
        return this.table(session, toCents(action.stake ?? "1.00"), action.choice ?? "red");
      case "shoot":
        return this.shoot(session, toCents(action.stake ?? "0.10"));
      case "leave":
        return this.leave(session);
      case "sportsBet":
        return this.sportsBet(
          session,
          toCents(action.stake ?? "1.00"),
          action.market ?? "m1",
          action.choice ?? "home",
        );
      case "sportsSettle":
        return this.sportsSettle(session);
    }
  }

  private async betThenWin(
    session: PlaySession,
    stake: number,
    winCents: (ok: boolean) => number,
    outcome: string,
  ) {
    const roundId = `R-${randomUUID()}`;
    const betId = this.wallet.newId("bet");
    const bet = await this.send(session, "bet", {
      ...this.round(session, roundId, betId),
      amount: fromCents(stake),
    });
    if (bet.reply.status !== "OK")
      return { outcome: refusedText(session.language, bet.reply.status), records: [bet] };
    const amount = winCents(true);
    const win = await this.send(session, "win", {
      ...this.round(session, roundId, this.wallet.newId("win")),
      amount: fromCents(amount),
      betTransactionId: betId,
      roundClosed: true,
    });
    return { outcome, records: [bet, win] };
  }

  private spin(session: PlaySession, stake: number) {
    const roll = randomInt(1000);
    const multiplier =
      roll < 640 ? 0 : roll < 800 ? 0.5 : roll < 900 ? 1 : roll < 960 ? 2 : roll < 990 ? 5 : 20;
    const symbols = ["🍒", "🍋", "🔔", "⭐", "💎", "7"];
    const reels = Array.from({ length: 3 }, () => symbols[randomInt(symbols.length)]).join(" ");
    return this.betThenWin(session, stake, () => Math.round(stake * multiplier), `${reels} · x${multiplier}`);
  }

  private table(session: PlaySession, stake: number, choice: string) {
    const number = randomInt(37);
    const colour = number === 0 ? "green" : number % 2 === 0 ? "black" : "red";
    const won = colour === choice;
    const said = `${number} ${outcomeText(session.language, colour)}`;
    return this.betThenWin(session, stake, () => (won ? stake * 2 : 0), said);
  }

  private async shoot(session: PlaySession, stake: number) {
    if (!session.fishRound) session.fishRound = { roundId: `R-${randomUUID()}`, lastBet: "" };
    const { roundId } = session.fishRound;
    const betId = this.wallet.newId("bet");
    const bet = await this.send(session, "bet", {
      ...this.round(session, roundId, betId),
      amount: fromCents(stake),
    });
    if (bet.reply.status !== "OK")
      return { outcome: refusedText(session.language, bet.reply.status), records: [bet] };
    session.fishRound.lastBet = betId;
    const roll = randomInt(100);
    if (roll >= 30) return { outcome: outcomeText(session.language, "miss"), records: [bet] };
    const multiplier = roll < 2 ? 30 : roll < 10 ? 5 : 2;
    const win = await this.send(session, "win", {
      ...this.round(session, roundId, this.wallet.newId("win")),
      amount: fromCents(stake * multiplier),
      betTransactionId: betId,
      roundClosed: false,
    });
    return { outcome: outcomeText(session.language, "hit", { m: String(multiplier) }), records: [bet, win] };
  }

  private async leave(session: PlaySession) {
    if (!session.fishRound) return { outcome: "", records: [] };
    const { roundId } = session.fishRound;
    session.fishRound = null;
    const end = await this.send(session, "end", this.round(session, roundId, this.wallet.newId("end")));
    return { outcome: outcomeText(session.language, "roundClosed"), records: [end] };
  }

  private async sportsBet(session: PlaySession, stake: number, marketId: string, selectionId: string) {
    const market = SPORTS_MARKETS.find((m) => m.id === marketId) ?? SPORTS_MARKETS[0]!;
    const selection = market.selections.find((s) => s.id === selectionId) ?? market.selections[0]!;
    const roundId = `R-${randomUUID()}`;
    const betId = this.wallet.newId("bet");
    const bet = await this.send(session, "bet", {
      ...this.round(session, roundId, betId),
      amount: fromCents(stake),
    });
    if (bet.reply.status === "OK") {
      session.sportsBets.push({
        roundId,
        betTransactionId: betId,
        market: market.event,
        selection: selection.label,
        odds: selection.odds,
        stakeCents: stake,
      });
    }
    return { outcome: `${market.event}: ${selection.label} @ ${selection.odds}`, records: [bet] };
  }

  /** Settles every open slip: each selection wins with the probability its odds imply. */
  private async sportsSettle(session: PlaySession) {
    const records: CallRecord[] = [];
    const results: string[] = [];
    for (const slip of session.sportsBets.splice(0)) {
      const won = randomInt(10_000) < 10_000 / slip.odds;
      results.push(
        `${slip.market} ${slip.selection}: ${outcomeText(session.language, won ? "won" : "lost")}`,
      );
      if (won) {
        records.push(
          await this.send(session, "win", {
            ...this.round(session, slip.roundId, this.wallet.newId("win")),
            amount: fromCents(Math.round(slip.stakeCents * slip.odds)),
            betTransactionId: slip.betTransactionId,
            roundClosed: true,
          }),
        );
      } else {
        records.push(
          await this.send(session, "end", this.round(session, slip.roundId, this.wallet.newId("end"))),
        );
      }
    }
    return { outcome: results.join("; "), records };
  }

  /** The misbehaviours a platform must survive (REFERENCE.md §6). */
  private async runTool(session: PlaySession, tool: Tool, action: Action) {
    const last = session.log.find((record) => record.call !== "balance");
    switch (tool) {
      case "replay": {
        if (!last) return { outcome: outcomeText(session.language, "nothingToReplay"), records: [] };
        return {
          outcome: outcomeText(session.language, "replayed"),
          records: [await this.send(session, last.call, last.body, "replay")],
        };
      }
      case "duplicate": {
        if (!last || !("amount" in last.body))
          return { outcome: outcomeText(session.language, "nothingToDuplicate"), records: [] };
        const changed = fromCents(toCents(String(last.body.amount)) + 100);
        const body = { ...last.body, amount: changed };
        return {
          outcome: outcomeText(session.language, "duplicateSent"),
          records: [await this.send(session, last.call, body, "same id, other amount")],
        };
      }
      case "rollbackFirst": {
        const roundId = `R-${randomUUID()}`;
        const betId = this.wallet.newId("bet");
        const rollback = await this.send(
          session,
          "rollback",
          { ...this.round(session, roundId, this.wallet.newId("rb")), betTransactionId: betId },
          "rollback sent before its bet",
        );
        const bet = await this.send(
          session,
          "bet",
          { ...this.round(session, roundId, betId), amount: action.stake ?? "1.00" },
          "bet after its rollback",
        );
        return { outcome: outcomeText(session.language, "rollbackFirst"), records: [rollback, bet] };
      }
      case "dropReply": {
        const roundId = `R-${randomUUID()}`;
        const betId = this.wallet.newId("bet");
        const bet = await this.send(session, "bet", {
          ...this.round(session, roundId, betId),
          amount: action.stake ?? "1.00",
        });
        bet.note = "reply dropped: the aggregator treats the bet as failed";
        const rollback = await this.send(
          session,
          "rollback",
          { ...this.round(session, roundId, this.wallet.newId("rb")), betTransactionId: betId },
          "rollback of the unanswered bet",
        );
        return { outcome: outcomeText(session.language, "replyDropped"), records: [bet, rollback] };
      }
      case "badSignature": {
        const record = await this.wallet.call("balance", this.base(session), "0".repeat(64));
        record.note = "wrong signature";
        session.log.unshift(record);
        return { outcome: outcomeText(session.language, "badSignature"), records: [record] };
      }
      default:
        return { outcome: "", records: [] };
    }
  }
}

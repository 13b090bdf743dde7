import type {
  WalletBetRequest,
  WalletEndRequest,
  WalletReply,
  WalletRollbackRequest,
  WalletStatus,
  WalletWinRequest,
} from "@jogada/contracts";
import pLimit, { type LimitFunction } from "p-limit";
import type { DatabaseError } from "pg";
import type { AppContext } from "../../platform/context.js";
import { type Tx, withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { statementLimit } from "../../platform/statement-limit.js";
import { StakeFunding } from "../promotions/index.js";
import { seamlessRefusal } from "../responsible-gaming/index.js";
import * as catalogue from "./catalogue-repository.js";
import { CATALOGUE_DECIMALS, toMajor, toMinor } from "./money.js";
import {
  type CachedSession,
  type Context,
  fingerprint,
  hashToken,
  Refusal,
  type RoundBody,
  type Rule,
} from "./seamless-call.js";
import { SeamlessMoney } from "./seamless-money.js";
import * as repo from "./wallet-repository.js";

export { hashToken } from "./seamless-call.js";

const GAME_CACHE_MS = 60_000;
const SESSION_CACHE_SIZE = 50_000;

/**
 * The seamless wallet the aggregator calls for every bet, win, rollback and round end
 * (REFERENCE.md §6). Each call is one transaction: its transaction id is the idempotency key,
 * calls about one round are serialised, and money moves only through the ledger (player main or
 * demo wallet <-> the vendor's house account), whose reference is the same transaction id.
 */
export class SeamlessWallet {
  private readonly games = new Map<
    string,
    { game: { id: string; maxBet: bigint } | undefined; until: number }
  >();
  /**
   * General-path calls in flight: at most half the pool, because the ledger may need a connection
   * of its own while a call's transaction holds one (it creates accounts outside the caller's
   * transaction).
   */
  private readonly gate: LimitFunction;
  private readonly statements: LimitFunction;
  private readonly sessions = new Map<string, CachedSession>();
  private readonly money: SeamlessMoney;

  constructor(
    private readonly ctx: AppContext,
    funding = new StakeFunding(ctx),
  ) {
    this.gate = pLimit(Math.max(1, Math.floor((ctx.pool.options.max ?? 10) / 2)));
    this.statements = statementLimit(ctx.pool);
    this.money = new SeamlessMoney(ctx, funding);
  }

  /**
   * What a game session says about its player, vendor, wallet and currency never changes once
   * written, so it is kept here by its token (with the token's hash); its expiry may be changed
   * (an operator ending it early), so the one-statement path reads that in the database.
   * Unknown tokens are not kept.
   */
  private async session(token: string): Promise<CachedSession | undefined> {
    const hit = this.sessions.get(token);
    if (hit) return hit;
    const tokenHash = hashToken(token);
    const row = await repo.findSession(this.ctx.pool, tokenHash);
    if (!row) return undefined;
    if (this.sessions.size >= SESSION_CACHE_SIZE) this.sessions.clear();
    const session = { ...row, tokenHash };
    this.sessions.set(token, session);
    return session;
  }

  /** The game session of a token (its player, vendor, currency and expiry), for partner protocols. */
  async sessionOf(token: string): Promise<repo.GameSessionRow | undefined> {
    return this.session(token);
  }

  private async context(token: string, player: string, currency: string): Promise<Context | WalletReply> {
    const session = await this.session(token);
    if (!session || session.member_id !== player) return { status: "INVALID_TOKEN" };
    if (session.currency !== currency) return { status: "WRONG_CURRENCY" };
    const brand = await this.ctx.brands.get(session.merchant_code);
    if (!brand) return { status: "INVALID_TOKEN" };
    return {
      session,
      decimals: brand.config.currency.decimals,
      language: brand.config.defaultLanguage,
      player:
        session.wallet === "vendor"
          ? { owner: "player", memberId: session.member_id, wallet: "vendor", code: session.vendor_code }
          : { owner: "player", memberId: session.member_id, wallet: session.demo ? "demo" : "main" },
      house: {
        owner: "house",
        merchant: session.merchant_code,
        kind: session.demo ? "house_demo" : "house_vendor",
        code: session.vendor_code,
      },
    };
  }

  private reply(c: Context, status: WalletStatus, balance: bigint, transactionId?: string): WalletReply {
    return {
      status,
      balance: toMajor(balance, c.decimals),
      currency: c.session.currency,
      ...(transactionId ? { transactionId } : {}),
    };
  }

  async balance(body: { token: string; player: string; currency: string }): Promise<WalletReply> {
    const c = await this.context(body.token, body.player, body.currency);
    if (!("session" in c)) return c;
    return this.reply(c, "OK", await this.money.available(c));
  }

  bet(body: WalletBetRequest): Promise<WalletReply> {
    return this.roundCall("bet", body, async (c, tx, amount) => {
      // Read again: the kept session's expiry may have been changed since.
      const live = await repo.findSession(tx, c.session.tokenHash);
      if (!live || live.expires_at.getTime() < Date.now()) throw new Refusal("TOKEN_EXPIRED", false);
      // Staff locked or disabled the player: games may still pay out, but take no new stake.
      if (live.member_status !== 0) throw new Refusal("USER_DISABLED", false);
      if (body.vendor !== c.session.vendor_code) throw new Refusal("INVALID_GAME", false);
      const game = await this.game(tx, body.vendor, body.gameCode);
      if (!game) throw new Refusal("INVALID_GAME", false);
      const references = await repo.referencesTo(tx, body.transactionId);
      // A rollback that arrived first cancelled this bet before it existed.
      if (references.some((ref) => ref.kind === "rollback")) throw new Refusal("BET_ALREADY_SETTLED", true);
      const maxStake = (game.maxBet * 10n ** BigInt(c.decimals)) / 10n ** BigInt(CATALOGUE_DECIMALS);
      if (amount > maxStake) throw new Refusal("LIMIT_EXCEEDED", true);
      const round = await repo.lockRoundRow(tx, body.roundId);
      if (round && (round.status === "closed" || round.member_id !== c.session.member_id)) {
        throw new Refusal("BET_ALREADY_SETTLED", true);
      }
      if (!round) {
        await repo.insertRound(tx, {
          roundId: body.roundId,
          memberId: c.session.member_id,
          merchantCode: c.session.merchant_code,
          gameId: game.id,
          vendor: body.vendor,
          demo: c.session.demo,
          currency: c.session.currency,
        });
      }
      await repo.addToRound(tx, body.roundId, { stake: amount, bets: 1 });
      return { moved: amount, move: { kind: "game_bet", direction: "out" } };
    });
  }

  win(body: WalletWinRequest): Promise<WalletReply> {
    return this.roundCall("win", body, async (_c, tx, amount) => {
      const bet = await this.findBet(tx, body.betTransactionId, body.roundId);
      const references = await repo.referencesTo(tx, bet.transaction_id);
      if (references.some((ref) => ref.kind === "rollback" && ref.status === "OK")) {
        throw new Refusal("BET_ALREADY_SETTLED", true);
      }
      const round = await repo.lockRoundRow(tx, body.roundId);
      if (!round || round.status === "closed") throw new Refusal("BET_ALREADY_SETTLED", true);
      await repo.addToRound(tx, body.roundId, { win: amount, close: body.roundClosed });
      return { moved: amount, move: { kind: "game_win", direction: "in" } };
    });
  }

  rollback(body: WalletRollbackRequest): Promise<WalletReply> {
    return this.roundCall("rollback", body, async (_c, tx) => {
      const bet = await repo.findTransaction(tx, body.betTransactionId);
      if (bet?.kind !== "bet" || bet.status !== "OK" || bet.round_id !== body.roundId) {
        // Remembered (kept) so that the bet is refused if it arrives after its rollback.
        throw new Refusal("TRANSACTION_DOES_NOT_EXIST", true);
      }
      const references = await repo.referencesTo(tx, bet.transaction_id);
      if (references.some((ref) => ref.status === "OK")) throw new Refusal("BET_ALREADY_SETTLED", true);
      const round = await repo.lockRoundRow(tx, body.roundId);
      if (!round || round.status === "closed") throw new Refusal("BET_ALREADY_SETTLED", true);
      const amount = BigInt(bet.amount);
      const refunded = BigInt(round.refund) + amount;
      await repo.addToRound(tx, body.roundId, { refund: amount, close: refunded >= BigInt(round.stake) });
      return { moved: amount, move: { kind: "game_refund", direction: "in" } };
    });
  }

  end(body: WalletEndRequest): Promise<WalletReply> {
    return this.roundCall("end", body, async (_c, tx) => {
      const round = await repo.lockRoundRow(tx, body.roundId);
      if (!round) throw new Refusal("TRANSACTION_DOES_NOT_EXIST", false, true);
      await repo.addToRound(tx, body.roundId, { close: true });
      return { moved: 0n };
    });
  }

  private async findBet(tx: Tx, betTransactionId: string, roundId: string): Promise<repo.TransactionRow> {
    const bet = await repo.findTransaction(tx, betTransactionId);
    // Not kept: the bet may still be on its way, and a retry of this call should then succeed.
    if (bet?.kind !== "bet" || bet.status !== "OK" || bet.round_id !== roundId) {
      throw new Refusal("TRANSACTION_DOES_NOT_EXIST", false, true);
    }
    return bet;
  }

  /** The game a call names, with its stake limit; games change rarely, so lookups are cached a minute. */
  private async game(
    tx: Tx,
    vendor: string,
    gameCode: string,
  ): Promise<{ id: string; maxBet: bigint } | undefined> {
    const key = `${vendor}:${gameCode}`;
    const hit = this.games.get(key);
    if (hit && hit.until > Date.now()) return hit.game;
    const row = await catalogue.findGameByCode(tx, vendor, gameCode);
    const game = row ? { id: row.id, maxBet: BigInt(row.max_bet) } : undefined;
    if (this.games.size > 20_000) this.games.clear();
    this.games.set(key, { game, until: Date.now() + GAME_CACHE_MS });
    return game;
  }

  /**
   * The frame every round call shares: session and signature already checked, then in one
   * transaction: the round's lock, the transaction id's stored answer (a repeat returns it; the
   * same id with another body is DUPLICATE_TRANSACTION), the call's rule, and its record.
   */
  private async roundCall(
    kind: "bet" | "win" | "rollback" | "end",
    body: RoundBody,
    rule: Rule,
  ): Promise<WalletReply> {
    const c = await this.context(body.token, body.player, body.currency);
    if (!("session" in c)) return c;
    const amount = "amount" in body ? toMinor(body.amount, c.decimals) : 0n;
    if (amount === undefined) return this.reply(c, "UNKNOWN_ERROR", await this.money.available(c));
    const requestHash = fingerprint({ ...body, kind });
    let general = false;
    for (let attempt = 0; ; attempt++) {
      try {
        if (!general) {
          const answer = await this.single(c, kind, body, amount, requestHash);
          if (answer) return answer;
          general = true;
        }
        return await this.gate(() => this.attempt(c, kind, body, amount, requestHash, rule));
      } catch (error) {
        // The one-statement path met a case the general path decides: take it, nothing was written.
        if ((error as DatabaseError).code === "JW001") {
          general = true;
          continue;
        }
        // Two calls with one new transaction id at once: the loser re-reads the winner's answer.
        if ((error as DatabaseError).code === "23505" && attempt < 2) continue;
        const code = (error as DatabaseError).code;
        const short = code === "JL001" || code === "23514";
        if (short || (error instanceof AppError && error.code === "wallet.insufficient.funds")) {
          return this.reply(c, "NOT_ENOUGH_MONEY", await this.money.available(c));
        }
        if (error instanceof AppError && error.code === "bonus.max.stake") {
          return this.reply(c, "LIMIT_EXCEEDED", await this.money.available(c));
        }
        if (error instanceof Refusal) {
          return { ...this.reply(c, error.status, await this.money.available(c)), retry: error.retry };
        }
        const refused = seamlessRefusal(error, c.language);
        if (refused) return { ...this.reply(c, refused.status, await this.money.available(c)), ...refused };
        this.ctx.log.error({ err: error, transactionId: body.transactionId }, "seamless wallet call failed");
        return { status: "UNKNOWN_ERROR", retry: true };
      }
    }
  }

  /**
   * The call in one round trip (migration 1090, docs/decisions/090): undefined when the player's
   * bonus or responsible-gaming state needs the general path (nothing was done then).
   */
  private async single(
    c: Context,
    kind: "bet" | "win" | "rollback" | "end",
    body: RoundBody,
    amount: bigint,
    requestHash: string,
  ): Promise<WalletReply | undefined> {
    const [player, house] = await this.ctx.ledger.accountIds({
      from: c.player,
      to: c.house,
      currency: c.session.currency,
    });
    const row = await this.statements(() =>
      repo.seamlessCall(this.ctx.pool, {
        kind,
        transactionId: body.transactionId,
        roundId: body.roundId,
        betTransactionId: "betTransactionId" in body ? body.betTransactionId : null,
        memberId: c.session.member_id,
        merchant: c.session.merchant_code,
        vendor: body.vendor,
        gameCode: body.gameCode,
        sessionVendor: c.session.vendor_code,
        demo: c.session.demo,
        currency: c.session.currency,
        decimals: c.decimals,
        catalogueDecimals: CATALOGUE_DECIMALS,
        amount,
        roundClosed: "roundClosed" in body ? body.roundClosed === true : false,
        tokenHash: c.session.tokenHash,
        requestHash,
        player,
        house,
        main: c.player.owner === "player" && c.player.wallet === "main",
        guarded: !c.session.demo,
      }),
    );
    if (row.slow) return undefined;
    const balance = BigInt(row.balance ?? "0");
    const status = row.status as WalletStatus;
    // Refusals not kept (the call may succeed later) carry `retry` and no transaction id.
    if (row.retry !== null) return { ...this.reply(c, status, balance), retry: row.retry };
    return this.reply(c, status, balance, body.transactionId);
  }

  private attempt(
    c: Context,
    kind: "bet" | "win" | "rollback" | "end",
    body: RoundBody,
    amount: bigint,
    requestHash: string,
    rule: Rule,
  ): Promise<WalletReply> {
    return withTransaction(this.ctx.pool, async (tx) => {
      await repo.lockRound(tx, body.roundId);
      const known = await repo.findTransaction(tx, body.transactionId);
      if (known) {
        if (known.request_hash !== requestHash) {
          return this.reply(
            c,
            "DUPLICATE_TRANSACTION",
            await this.money.available(c, tx),
            body.transactionId,
          );
        }
        const balance =
          known.balance_after !== null ? BigInt(known.balance_after) : await this.money.available(c, tx);
        return this.reply(c, known.status as WalletStatus, balance, body.transactionId);
      }
      const record = (status: WalletStatus, moved: bigint, balance: bigint) =>
        repo.insertTransaction(tx, {
          transactionId: body.transactionId,
          kind,
          roundId: body.roundId,
          memberId: c.session.member_id,
          betTransactionId: "betTransactionId" in body ? body.betTransactionId : null,
          amount: moved,
          requestHash,
          status,
          balanceAfter: balance,
        });
      try {
        const outcome = await rule(c, tx, amount);
        const balance =
          (outcome.move && outcome.moved > 0n
            ? await this.money.move(
                tx,
                c,
                outcome.move.kind,
                body.transactionId,
                outcome.moved,
                outcome.move.direction,
                body,
              )
            : undefined) ?? (await this.money.available(c, tx));
        await record("OK", outcome.moved, balance);
        return this.reply(c, "OK", balance, body.transactionId);
      } catch (error) {
        if (!(error instanceof Refusal) || !error.keep) throw error;
        // Kept refusals commit their record (and nothing else: the rule moved no money yet).
        const balance = await this.money.available(c, tx);
        await record(error.status, 0n, balance);
        return this.reply(c, error.status, balance, body.transactionId);
      }
    });
  }
}

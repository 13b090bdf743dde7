import { randomUUID } from "node:crypto";
import { formatMoney } from "@jogada/contracts";
import { FairStream, payoutMinor } from "@jogada/games";
import type { LimitFunction } from "p-limit";
import type { DatabaseError } from "pg";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import { requestHash } from "../../platform/idempotency.js";
import { statementLimit } from "../../platform/statement-limit.js";
import type { Outcome } from "./outcomes.js";
import * as repo from "./repository.js";
import type { SeedService } from "./seeds.js";
import { toHouseRound } from "./views.js";
import type { GameWallet } from "./wallet.js";

export interface InstantBetResult {
  round: ReturnType<typeof toHouseRound>;
  balance: string;
}

/** Times the statement may find the seed moved on (another tab, instance or a Mines round) before giving up. */
const STALE_ATTEMPTS = 4;

/**
 * An instant bet of real money in one round trip (migration 1120, docs/decisions/112): the outcome
 * is drawn here from the seed pair and nonce last seen, and the statement settles the round only
 * if they are still the active ones under the seed row's lock. Undefined when the general path
 * must take the bet (no seed yet, an active bonus, a guarded player, a key claimed at the same
 * moment): nothing was done then.
 */
export class InstantBets {
  private readonly statements: LimitFunction;

  constructor(
    private readonly ctx: AppContext,
    private readonly seeds: SeedService,
  ) {
    this.statements = statementLimit(ctx.pool);
  }

  async bet(
    w: GameWallet,
    key: string,
    body: unknown,
    gameCode: string,
    stake: bigint,
    resolve: (stream: FairStream) => Outcome,
  ): Promise<InstantBetResult | undefined> {
    let seed = await this.seeds.hint(w.memberId);
    if (!seed) return undefined;
    const [player, house] = await this.ctx.ledger.accountIds({
      from: w.player,
      to: w.house,
      currency: w.currency,
    });
    const hash = requestHash(body);
    for (let attempt = 0; attempt < STALE_ATTEMPTS; attempt++) {
      const stream = new FairStream({
        serverSeed: seed.server_seed,
        clientSeed: seed.client_seed,
        nonce: Number(seed.nonce),
      });
      const outcome = resolve(stream);
      const win = payoutMinor(stake, outcome.mult10k);
      const roundId = randomUUID();
      const at = new Date();
      const stamp = at.toISOString();
      const steps = [
        { at: stamp, action: "bet", detail: { stake: formatMoney(stake, w.decimals) } },
        ...outcome.steps.map((s) => ({ at: stamp, ...s })),
        { at: stamp, action: "settle", detail: { win: formatMoney(win, w.decimals) } },
      ];
      // The answer as the general path gives it; the statement writes in the balances it meets.
      const round = toHouseRound(
        {
          id: "",
          round_id: roundId,
          member_id: String(w.memberId),
          merchant_code: w.merchantCode,
          game_code: gameCode,
          demo: false,
          currency: w.currency,
          seed_id: seed.id,
          nonce: seed.nonce,
          client_seed: seed.client_seed,
          server_seed_hash: seed.server_seed_hash,
          revealed_server_seed: null,
          stake: stake.toString(),
          win: win.toString(),
          mult10k: String(outcome.mult10k),
          balance_before: "0",
          balance_after: "0",
          params: outcome.params,
          result: outcome.result,
          steps,
          status: win > 0n ? "won" : "lost",
          crash_round_id: null,
          created_at: at,
          updated_at: at,
          settled_at: at,
        },
        w.decimals,
      );
      const drawnFrom = seed;
      let row: repo.InstantBetRow;
      try {
        row = await this.statements(() =>
          repo.instantBet(this.ctx.pool, {
            scope: `bgs:${w.memberId}`,
            key,
            requestHash: hash,
            memberId: w.memberId,
            seedId: drawnFrom.id,
            nonce: drawnFrom.nonce,
            clientSeed: drawnFrom.client_seed,
            roundId,
            merchantCode: w.merchantCode,
            gameCode,
            currency: w.currency,
            decimals: w.decimals,
            stake,
            win,
            mult10k: outcome.mult10k,
            params: outcome.params,
            result: outcome.result,
            steps,
            at,
            player,
            house,
            response: { round, balance: "" },
          }),
        );
      } catch (error) {
        const { code, constraint } = error as DatabaseError;
        if (code === "JL001" || code === "23514") throw new AppError("wallet.insufficient.funds");
        // A guarded player, or the same key claimed at this moment: the general path decides.
        if (code === "JW001" || constraint === "idempotency_keys_pkey") return undefined;
        throw error;
      }
      switch (row.status) {
        case "OK": {
          this.seeds.remember({ ...seed, nonce: String(Number(seed.nonce) + 1) });
          const before = formatMoney(BigInt(row.balance_before ?? "0"), w.decimals);
          const after = formatMoney(BigInt(row.balance_after ?? "0"), w.decimals);
          return { round: { ...round, balanceBefore: before, balanceAfter: after }, balance: after };
        }
        case "replay":
          return row.response as InstantBetResult;
        case "reused":
          throw new AppError("idempotency.key.reused");
        case "stale":
          seed = {
            ...seed,
            id: row.seed_id as string,
            server_seed: row.server_seed as string,
            server_seed_hash: row.server_seed_hash as string,
            client_seed: row.client_seed as string,
            nonce: row.nonce as string,
          };
          this.seeds.remember(seed);
          continue;
        default:
          return undefined;
      }
    }
    return undefined;
  }
}

import { randomBytes } from "node:crypto";
import type { SeedInfo } from "@jogada/contracts";
import { sha256Hex } from "@jogada/games";
import type { AppContext } from "../../platform/context.js";
import { type Tx, withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import * as repo from "./repository.js";

const SEED_HINTS = 10_000;
const CLIENT_SEED = /^[A-Za-z0-9_.:-]{1,64}$/;

function newServerSeed(): { serverSeed: string; serverSeedHash: string } {
  const serverSeed = randomBytes(32).toString("hex");
  return { serverSeed, serverSeedHash: sha256Hex(serverSeed) };
}

function info(row: repo.SeedRow): SeedInfo {
  return { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: Number(row.nonce) };
}

/**
 * Each player's seed pair (REFERENCE.md §8): a crypto-strong server seed whose SHA-256 is shown
 * before play, a client seed the player may change at any time, a nonce per bet, and rotation
 * revealing the old server seed so every past round can be checked.
 */
export class SeedService {
  /**
   * Active seeds as last seen, by player, for the one-statement bet: a hint only, the statement
   * checks it against the locked row (another instance, a Mines round or a seed change makes it
   * stale, and the statement then answers with the row). Bounded: the oldest go first.
   */
  private readonly hints = new Map<number, repo.SeedRow>();

  constructor(private readonly ctx: AppContext) {}

  /** The active seed as last seen (read without a lock when not known); undefined before the first. */
  async hint(memberId: number): Promise<repo.SeedRow | undefined> {
    const known = this.hints.get(memberId);
    if (known) return known;
    const row = await repo.activeSeed(this.ctx.pool, memberId);
    if (row) this.remember(row);
    return row;
  }

  remember(row: repo.SeedRow): void {
    const memberId = Number(row.member_id);
    this.hints.delete(memberId);
    if (this.hints.size >= SEED_HINTS) this.hints.delete(this.hints.keys().next().value as number);
    this.hints.set(memberId, row);
  }

  forget(memberId: number): void {
    this.hints.delete(memberId);
  }

  /** The active seed, created on first use, locked for the caller's transaction. */
  async lock(tx: Tx, memberId: number): Promise<repo.SeedRow> {
    let row = await repo.lockActiveSeed(tx, memberId);
    if (!row) {
      await repo.insertSeedIfMissing(tx, {
        memberId,
        ...newServerSeed(),
        clientSeed: randomBytes(8).toString("hex"),
      });
      row = await repo.lockActiveSeed(tx, memberId);
    }
    if (!row) throw new Error("seed could not be created");
    return row;
  }

  async current(memberId: number): Promise<SeedInfo> {
    return withTransaction(this.ctx.pool, async (tx) => info(await this.lock(tx, memberId)));
  }

  async setClientSeed(memberId: number, clientSeed: string): Promise<SeedInfo> {
    if (!CLIENT_SEED.test(clientSeed)) throw new AppError("bgs.seed.invalid");
    this.forget(memberId);
    return withTransaction(this.ctx.pool, async (tx) => {
      const row = await this.lock(tx, memberId);
      await repo.setClientSeed(tx, row.id, clientSeed);
      return { ...info(row), clientSeed };
    });
  }

  /**
   * Reveals the server seed in use and starts a new one (same client seed, nonce 0). A Mines
   * round still open keeps its seed hidden until then: rotating would reveal where its mines are.
   */
  async rotate(memberId: number) {
    this.forget(memberId);
    return withTransaction(this.ctx.pool, async (tx) => {
      const row = await this.lock(tx, memberId);
      if (await repo.seedHasOpenRound(tx, row.id)) throw new AppError("bgs.seed.round.open");
      await repo.retireSeed(tx, row.id);
      await repo.insertSeedIfMissing(tx, { memberId, ...newServerSeed(), clientSeed: row.client_seed });
      const next = await repo.lockActiveSeed(tx, memberId);
      return {
        previous: {
          serverSeed: row.server_seed,
          serverSeedHash: row.server_seed_hash,
          clientSeed: row.client_seed,
          nonce: Number(row.nonce),
        },
        current: info(next!),
      };
    });
  }
}

import type { Queryable } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import type { LotteryGame } from "./games.js";
import * as repo from "./repository.js";

const TTL_MS = 30_000;

/** The lottery games (a small table), cached for a short while: an operator switch applies within 30 s. */
export class LotteryCatalogue {
  private cached: { at: number; games: Promise<Map<string, LotteryGame>> } | undefined;

  constructor(private readonly db: Queryable) {}

  async all(): Promise<LotteryGame[]> {
    return [...(await this.map()).values()];
  }

  async find(code: string): Promise<LotteryGame | undefined> {
    return (await this.map()).get(code);
  }

  /** An enabled game, or 404 lottery.game.not.found. */
  async get(code: string): Promise<LotteryGame> {
    const game = await this.find(code);
    if (!game?.enabled) throw new AppError("lottery.game.not.found");
    return game;
  }

  private map(): Promise<Map<string, LotteryGame>> {
    if (!this.cached || Date.now() - this.cached.at > TTL_MS) {
      const games = repo.games(this.db).then((rows) => new Map(rows.map((g) => [g.code, g])));
      games.catch(() => (this.cached = undefined));
      this.cached = { at: Date.now(), games };
    }
    return this.cached.games;
  }
}

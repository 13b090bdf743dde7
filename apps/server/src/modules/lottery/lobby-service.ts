import type { DrawResult } from "@jogada/contracts";
import { formatMoney } from "@jogada/contracts";
import { FAST_RULES, type OddsGame, oddsKeys, oddsTableReturns, rational } from "@jogada/games";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import type { LoadedBrand } from "../brand/service.js";
import type { LotteryCatalogue } from "./catalogue.js";
import { gameName, type LotteryGame, oddsGameOf } from "./games.js";
import * as repo from "./repository.js";
import type { LotterySettings } from "./settings.js";
import { drawResult, drawSummary, oddsText, percentText } from "./views.js";

const WEEK = 7 * 24 * 3600 * 1000;
const POPULAR_TTL_MS = 60_000;
const REGION_GROUPS = { north: "VN_NORTH", central: "VN_CENTRAL", south: "VN_SOUTH" } as const;

/** What the lobby shows: menus, popular lotteries, draws, results, verification data and odds. */
export class LobbyService {
  constructor(
    private readonly ctx: AppContext,
    private readonly catalogue: LotteryCatalogue,
    private readonly settings: LotterySettings,
  ) {}

  /**
   * Popularity over a week moves slowly and is the same for every visitor: counted at most once
   * a minute per instance instead of scanning a week of tickets on every lobby view.
   */
  private readonly memo = new Map<string, { at: number; value: Promise<unknown> }>();
  private recently<T>(key: string, load: () => Promise<T>): Promise<T> {
    const known = this.memo.get(key);
    if (known && Date.now() - known.at < POPULAR_TTL_MS) return known.value as Promise<T>;
    const value = load();
    value.catch(() => this.memo.delete(key));
    this.memo.set(key, { at: Date.now(), value });
    return value;
  }

  info(game: LotteryGame, language: string) {
    return {
      gameCode: game.code,
      kind: game.kind,
      region: game.region,
      fastGame: game.fast_game,
      everyMinutes: game.every_minutes,
      vassalage: game.vendor_code,
      gameName: gameName(game, language),
      closeBeforeSeconds: game.close_before_seconds,
    };
  }

  async vnMenu(language: string) {
    const now = Date.now();
    const games = (await this.catalogue.all()).filter((g) => g.enabled && g.kind === "vn");
    const next = await repo.nextDrawsOfAll(this.ctx.pool, new Date(now), 4);
    return {
      gameMenus: games.map((game) => {
        const draws = next.filter((d) => d.game_code === game.code);
        const first = draws[0];
        const sameDay = draws.filter((d) => first && d.draw_at.getTime() === first.draw_at.getTime());
        return {
          gameGroupCode: REGION_GROUPS[game.region!],
          labelName: gameName(game, language),
          games: [
            {
              gameCode: game.code,
              labelName: gameName(game, language),
              stations: sameDay
                .filter((d) => d.station_code)
                .map((d) => ({ code: d.station_code!, name: d.station_name ?? d.station_code! })),
              nextDraw: first ? drawSummary(first, now) : null,
            },
          ],
        };
      }),
    };
  }

  async recent(memberId: number, language: string) {
    const rows = await repo.recentGames(this.ctx.pool, memberId, 20);
    const out = [];
    for (const row of rows) {
      const game = await this.catalogue.find(row.game_code);
      if (!game?.enabled) continue;
      out.push({
        gameCode: game.code,
        labelName: gameName(game, language),
        vassalage: game.vendor_code,
        lastBetAt: row.last_bet_at.toISOString(),
      });
    }
    return { gameMenus: out };
  }

  async popular(language: string, count: number, gameCode?: string) {
    const now = Date.now();
    const since = new Date(now - WEEK);
    if (gameCode) await this.catalogue.get(gameCode);
    const [counts, next, numbers] = await Promise.all([
      this.recently("counts", () => repo.ticketCounts(this.ctx.pool, since)),
      repo.nextDrawsOfAll(this.ctx.pool, new Date(now), 1),
      gameCode
        ? this.recently(`numbers:${gameCode}:${count}`, () =>
            repo.popularNumbers(this.ctx.pool, gameCode, since, count),
          )
        : Promise.resolve([]),
    ]);
    const nextOf = new Map(next.map((d) => [d.game_code, d]));
    const games = (await this.catalogue.all())
      .filter((g) => g.enabled)
      .map((g) => ({ game: g, tickets: counts.get(g.code) ?? 0 }))
      .sort((a, b) => b.tickets - a.tickets || a.game.sort_order - b.game.sort_order)
      .slice(0, count)
      .map(({ game, tickets }) => {
        const draw = nextOf.get(game.code);
        return { ...this.info(game, language), tickets, nextDraw: draw ? drawSummary(draw, now) : null };
      });
    return {
      games,
      numbers: numbers.map((n) => ({ betType: n.bet_type, number: n.number, tickets: n.tickets })),
    };
  }

  async opened(
    gameCode: string,
    count: number,
    filter: { station?: string; numero?: string },
    vnOnly: boolean,
  ) {
    const game = await this.catalogue.get(gameCode);
    if (vnOnly && game.kind !== "vn") throw new AppError("lottery.game.not.found");
    const { rows } = await repo.drawnDraws(this.ctx.pool, { gameCode, ...filter }, count, 0);
    const now = Date.now();
    return { gameCode, list: rows.map((r): DrawResult => drawResult(r, now)) };
  }

  /** Every enabled game's latest result: the lobby's cards, in one statement. */
  async latest() {
    const codes = (await this.catalogue.all()).filter((g) => g.enabled).map((g) => g.code);
    const rows = await repo.latestDrawn(this.ctx.pool, codes);
    const now = Date.now();
    return { list: rows.map((r): DrawResult => drawResult(r, now)) };
  }

  async openDraws(gameCode: string, count: number, language: string) {
    const game = await this.catalogue.get(gameCode);
    const now = Date.now();
    const rows = await repo.openDraws(this.ctx.pool, gameCode, new Date(now), count);
    return {
      game: this.info(game, language),
      serverTime: new Date(now).toISOString(),
      draws: rows.map((r) => drawSummary(r, now)),
    };
  }

  async results(gameCode: string, page: number, size: number) {
    await this.catalogue.get(gameCode);
    const { rows, total } = await repo.drawnDraws(this.ctx.pool, { gameCode }, size, (page - 1) * size);
    const now = Date.now();
    return { list: rows.map((r) => drawResult(r, now)), total, totalPages: Math.ceil(total / size), page };
  }

  async verification(drawId: string) {
    const row = await repo.draw(this.ctx.pool, drawId);
    if (!row) throw new AppError("lottery.draw.not.found");
    const game = await this.catalogue.find(row.game_code);
    return {
      ...drawResult(row, Date.now()),
      // The seed stays secret until the draw's numbers are derived from it.
      seed: row.seed_revealed ? row.seed : null,
      merkleRoot: row.merkle_root,
      ticketCount: row.ticket_count,
      beacon:
        row.beacon_round === null
          ? null
          : {
              round: Number(row.beacon_round),
              randomness: row.beacon_randomness,
              signature: row.beacon_signature,
            },
      fastGame: game?.fast_game ?? null,
    };
  }

  async odds(brand: LoadedBrand, gameCode: string) {
    const game = await this.catalogue.get(gameCode);
    const merchant = brand.config.merchantCode;
    const decimals = brand.config.currency.decimals;
    const limits = await this.settings.limits(merchant, decimals);
    const oddsGame = oddsGameOf(game);
    const base = {
      gameCode,
      kind: game.kind,
      minStake: formatMoney(limits.minStake, decimals),
      maxStake: formatMoney(limits.maxStake, decimals),
    };
    if (!oddsGame) {
      const rules = FAST_RULES[game.fast_game!];
      const rtp = rational.toNumber(rational.frac(limits.series, 2000));
      return {
        ...base,
        series: limits.series,
        entries: rules.betTypes.map((betType) => ({
          betType,
          key: betType,
          odds: null,
          rtp: percentText(rtp),
        })),
      };
    }
    const table = await this.settings.table(merchant, oddsGame);
    return { ...base, series: null, entries: oddsEntries(table.game, table.odds) };
  }

  async opsOdds(brand: LoadedBrand) {
    const merchant = brand.config.merchantCode;
    const limits = await this.settings.limits(merchant, brand.config.currency.decimals);
    const tables = await this.settings.tables(merchant);
    return {
      maxRtp: percentText(limits.maxRtp),
      tables: tables.map((t) => ({
        game: t.table.game,
        source: t.source,
        updatedAt: t.updatedAt?.toISOString() ?? null,
        entries: oddsEntries(t.table.game, t.table.odds),
      })),
    };
  }

  async alerts(openOnly: boolean, page: number, size: number) {
    const { rows, total } = await repo.alerts(this.ctx.pool, openOnly, size, (page - 1) * size);
    return {
      list: rows.map((r) => ({
        id: Number(r.id),
        drawId: r.draw_id,
        kind: r.kind as "disagree",
        detail: r.detail,
        createdAt: r.created_at.toISOString(),
        resolvedAt: r.resolved_at?.toISOString() ?? null,
      })),
      total,
      totalPages: Math.ceil(total / size),
      page,
    };
  }
}

/** Each key's odds with its bet type's exact return (Malaysian 4D: every tier of a bet type shares its return). */
export function oddsEntries(game: OddsGame, odds: Readonly<Record<string, number>>) {
  const returns = new Map(oddsTableReturns({ game, odds }).map((r) => [r.betType, r.rtpValue]));
  return oddsKeys(game).map((key) => {
    const betType = game === "my4d" ? key.split(".")[0]! : key;
    return { betType, key, odds: oddsText(odds[key] ?? 0), rtp: percentText(returns.get(betType) ?? 0) };
  });
}

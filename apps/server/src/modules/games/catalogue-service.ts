import {
  CATEGORY_PAGES,
  type GameItem,
  type GameListQuery,
  type GameListValue,
  type GameMenusValue,
  GameType,
  type Language,
  type LanguageCode,
  type Translations,
  type VendorCard,
  type VendorLane,
  vendorDisplayName,
} from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import type { LoadedBrand } from "../brand/service.js";
import * as repo from "./catalogue-repository.js";
import { CATALOGUE_DECIMALS, toMajor, toMinor } from "./money.js";
import * as players from "./player-repository.js";

/** Category order of the bottom nav (SPEC §2). */
const LANE_ORDER: GameType[] = ["ELOTT", "LOTT", "LIVE", "SPORTS", "FISH", "RNG", "PVP", "ESPORTS"];

const CLASSIFY_NAMES: Translations<Record<string, string>> = {
  PT: {
    SC: "Raspadinhas",
    VP: "Vídeo pôquer",
    JP: "Jackpot",
    TG: "Jogos de mesa",
    AC: "Fliperama",
    BG: "Bingo",
    BAC: "Bacará",
    SIC: "Sic Bo",
    ROU: "Roleta",
    DAT: "Dragão Tigre",
    BJ: "Blackjack",
    NN: "Bull Bull",
  },
  EN: {
    SC: "Scratch cards",
    VP: "Video poker",
    JP: "Jackpot",
    TG: "Table games",
    AC: "Arcade",
    BG: "Bingo",
    BAC: "Baccarat",
    SIC: "Sic Bo",
    ROU: "Roulette",
    DAT: "Dragon Tiger",
    BJ: "Blackjack",
    NN: "Bull Bull",
  },
  VI: {
    SC: "Cào thẻ",
    VP: "Video poker",
    JP: "Jackpot",
    TG: "Trò chơi bàn",
    AC: "Arcade",
    BG: "Bingo",
    BAC: "Baccarat",
    SIC: "Tài xỉu",
    ROU: "Roulette",
    DAT: "Rồng hổ",
    BJ: "Blackjack",
    NN: "Ngưu ngưu",
  },
  TH: {
    SC: "บัตรขูด",
    VP: "วิดีโอโป๊กเกอร์",
    JP: "แจ็คพอต",
    TG: "เกมโต๊ะ",
    AC: "อาร์เคด",
    BG: "บิงโก",
    BAC: "บาคาร่า",
    SIC: "ไฮโล",
    ROU: "รูเล็ต",
    DAT: "เสือมังกร",
    BJ: "แบล็คแจ็ค",
    NN: "วัววัว",
  },
  ZH: {
    SC: "刮刮乐",
    VP: "视频扑克",
    JP: "奖池",
    TG: "桌面游戏",
    AC: "街机",
    BG: "宾果",
    BAC: "百家乐",
    SIC: "骰宝",
    ROU: "轮盘",
    DAT: "龙虎",
    BJ: "21点",
    NN: "牛牛",
  },
  ID: {
    SC: "Kartu gosok",
    VP: "Video poker",
    JP: "Jackpot",
    TG: "Permainan meja",
    AC: "Arkade",
    BG: "Bingo",
    BAC: "Baccarat",
    SIC: "Sic Bo",
    ROU: "Roulette",
    DAT: "Dragon Tiger",
    BJ: "Blackjack",
    NN: "Bull Bull",
  },
  ES: {
    SC: "Raspaditas",
    VP: "Video póker",
    JP: "Jackpot",
    TG: "Juegos de mesa",
    AC: "Arcade",
    BG: "Bingo",
    BAC: "Baccarat",
    SIC: "Sic Bo",
    ROU: "Ruleta",
    DAT: "Dragon Tiger",
    BJ: "Blackjack",
    NN: "Bull Bull",
  },
};

/**
 * A lottery game's name in the reader's language, as the lottery's own pages give it (its
 * `gameName`: English for EN, the stored name in the reader's language for VI, TH, ZH, ID and ES,
 * else Portuguese), so the lobby, the lottery pages and the betting record name a game alike; null
 * for other games.
 */
export function lotteryGameName(
  row: {
    lottery_name_pt: string | null;
    lottery_name_en: string | null;
    lottery_names: Partial<Record<LanguageCode, string>> | null;
  },
  language: Language,
): string | null {
  if (row.lottery_name_pt === null) return null;
  if (language === "EN") return row.lottery_name_en ?? row.lottery_name_pt;
  return row.lottery_names?.[language] ?? row.lottery_name_pt;
}

export function toGameItem(row: repo.GameRow, esports: readonly string[], language: Language): GameItem {
  const gameType =
    row.game_type === "SPORTS" && esports.includes(row.vendor_code) ? "ESPORTS" : row.game_type;
  return {
    nodeId: row.id,
    gameId: row.game_code,
    gameType: GameType.parse(gameType),
    vassalage: row.vendor_code,
    vendorName: vendorDisplayName(row.vendor_code, row.vendor_name, language),
    gameCode: row.game_code,
    gameName: lotteryGameName(row, language) ?? row.name,
    displayName: lotteryGameName(row, language) ?? row.name,
    iconUrl: row.icon_url,
    isHot: row.is_hot ? 1 : 0,
    isGame: "GAME",
    gameClassify: (row.classify as GameItem["gameClassify"]) ?? null,
    minBet: toMajor(row.min_bet, CATALOGUE_DECIMALS),
    lines: row.lines,
    rtp: String(row.rtp),
    isFavorite: row.is_favorite,
    maintenance: !row.vendor_enabled,
    demo: row.has_demo,
  };
}

/** The catalogue as players see it: game lists, hot games, vendor lanes, favourites, recent games. */
export class CatalogueService {
  constructor(private readonly ctx: AppContext) {}

  async list(
    brand: LoadedBrand,
    query: GameListQuery,
    language: Language,
    memberId?: number,
  ): Promise<GameListValue> {
    const minBet = query.minBet ? toMinor(query.minBet, CATALOGUE_DECIMALS) : undefined;
    if (query.favorite === "1" && memberId === undefined) throw new AppError("login.not.session");
    const { rows, total } = await repo.listGames(this.ctx.pool, {
      gameType: query.gameType,
      esportsVendors: brand.config.esports,
      vendor: query.vassalage,
      classify: query.gameClassify,
      name: query.gameName,
      minBet,
      minLines: query.minLineNum,
      favouritesOf: query.favorite === "1" ? memberId : undefined,
      memberId,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    });
    return {
      games: rows.map((row) => toGameItem(row, brand.config.esports, language)),
      totalCount: total,
      totalPages: Math.ceil(total / query.pageSize),
      pageNo: query.pageNo,
    };
  }

  async hot(
    brand: LoadedBrand,
    filter: { vendor?: string; gameType?: GameType; size: number },
    language: Language,
    memberId?: number,
  ): Promise<GameItem[]> {
    const { rows } = await repo.listGames(this.ctx.pool, {
      gameType: filter.gameType,
      esportsVendors: brand.config.esports,
      vendor: filter.vendor,
      hotOnly: true,
      memberId,
      limit: filter.size,
      offset: 0,
    });
    return rows.map((row) => toGameItem(row, brand.config.esports, language));
  }

  /** Vendor lanes per category (SPEC §3 "Vendor entry") and the footer's provider logos. */
  async menus(brand: LoadedBrand, language: Language): Promise<GameMenusValue> {
    const [cards, counts] = await Promise.all([
      repo.vendorCards(this.ctx.pool),
      repo.classifyCounts(this.ctx.pool),
    ]);
    const esports = brand.config.esports;
    const lanes = new Map<GameType, VendorLane>();
    const accountIds = new Map<string, number>();
    for (const card of cards) {
      const gameType =
        card.game_type === "SPORTS" && esports.includes(card.code) ? "ESPORTS" : card.game_type;
      const title = GameType.parse(gameType);
      if (!accountIds.has(card.code)) accountIds.set(card.code, accountIds.size + 1);
      if (Number(card.game_count) === 0 && card.source === "aggregator") continue;
      const vendorCard: VendorCard = {
        vassalage: card.code,
        accountTypeId: accountIds.get(card.code)!,
        accountTypeName: card.code,
        displayName: vendorDisplayName(card.code, card.name, language),
        name: vendorDisplayName(card.code, card.name, language),
        isHot: card.is_hot ? 1 : 0,
        gameType: title,
        page: card.code === "BGS" ? "/bgs" : CATEGORY_PAGES[title],
        logoUrl: card.logo_url,
        logoType: card.logo_type,
        isGame: "VASSALAGE",
        gameCount: Number(card.game_count),
        maintenance: !card.enabled,
      };
      const lane = lanes.get(title) ?? { title, cards: [], gameClassify: [] };
      lane.cards.push(vendorCard);
      lanes.set(title, lane);
    }
    for (const count of counts) {
      const lane = lanes.get(GameType.parse(count.game_type));
      lane?.gameClassify.push({
        key: count.classify as VendorLane["gameClassify"][number]["key"],
        displayName: CLASSIFY_NAMES[language][count.classify] ?? count.classify,
        gameCount: Number(count.count),
      });
    }
    const seen = new Set<string>();
    const providers: GameMenusValue["providers"] = [];
    for (const card of cards) {
      if (card.code === "TCG_SEA" || seen.has(card.code)) continue;
      seen.add(card.code);
      providers.push({
        code: card.code,
        name: vendorDisplayName(card.code, card.name, language),
        logoUrl: card.logo_url,
        logoType: card.logo_type,
      });
    }
    return {
      lanes: LANE_ORDER.flatMap((type) => {
        const lane = lanes.get(type);
        return lane && lane.cards.length > 0 ? [lane] : [];
      }),
      providers,
    };
  }

  async setFavourite(memberId: number, nodeId: string, add: boolean): Promise<boolean> {
    const game = await repo.findGame(this.ctx.pool, nodeId);
    if (!game) throw new AppError("game.not.found");
    if (add) await players.addFavourite(this.ctx.pool, memberId, game.id);
    else await players.removeFavourite(this.ctx.pool, memberId, game.id);
    return add;
  }

  async recent(
    brand: LoadedBrand,
    memberId: number,
    pageNo: number,
    pageSize: number,
    language: Language,
  ): Promise<GameListValue> {
    const { ids, total } = await players.recentGameIds(
      this.ctx.pool,
      memberId,
      pageSize,
      (pageNo - 1) * pageSize,
    );
    const rows = await Promise.all(ids.map((id) => repo.findGame(this.ctx.pool, id, memberId)));
    return {
      games: rows.flatMap((row) => (row ? [toGameItem(row, brand.config.esports, language)] : [])),
      totalCount: total,
      totalPages: Math.ceil(total / pageSize),
      pageNo,
    };
  }

  async rooms(filter: { vassalage?: string; gameId?: string; nodeId?: string }, language: Language) {
    const games = await repo.pvpRooms(this.ctx.pool, {
      vendor: filter.vassalage,
      gameCode: filter.gameId,
      nodeId: filter.nodeId,
    });
    return games.flatMap((game) =>
      game.rooms.map((room) => ({
        roomId: room.roomId,
        roomName: room.names?.[language] ?? room.name,
        nodeId: game.id,
        gameName: game.name,
        vassalage: game.vendor_code,
        minBet: room.minBet,
        maxBet: room.maxBet,
      })),
    );
  }
}

import type { GameItem, GameMenusValue } from "@jogada/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GamesStack, gamesStack } from "../../../test/games.js";
import { registerPlayer, type TestPlayer } from "../../../test/players.js";
import { JobRegistry } from "../../platform/jobs.js";
import { BrandService } from "../brand/service.js";
import { AggregatorClient } from "./aggregator-client.js";
import { CatalogueSync } from "./catalogue-sync.js";
import { gamesJobs } from "./jobs.js";

let stack: GamesStack;
let player: TestPlayer;

async function get<T>(url: string, token?: string): Promise<{ status: number; value: T; body: string }> {
  const res = await stack.t.app.inject({
    method: "GET",
    url,
    headers: token ? { authorization: token } : {},
  });
  return { status: res.statusCode, value: res.json().value as T, body: res.body };
}

type List = { games: GameItem[]; totalPages: number; totalCount: number };

beforeAll(async () => {
  stack = await gamesStack({}, false);
  player = await registerPlayer(stack.t);
});

afterAll(async () => {
  await stack?.close();
});

describe("catalogue sync", () => {
  it("pulls about 10,000 games, then only what changed, and marks removed games", async () => {
    const first = await stack.sync();
    expect(first?.games).toBeGreaterThan(9000);
    expect(first?.added).toBe(first?.games);
    const again = await stack.sync();
    expect(again).toMatchObject({ added: 0, changed: 0, removed: 0 });

    await stack.aggregator.setFeedVersion(4);
    const changed = await stack.sync();
    expect(changed?.added).toBeGreaterThan(0);
    expect(changed?.changed).toBeGreaterThan(0);
    expect(changed?.removed).toBeGreaterThan(0);
    const removed = await stack.t.pool.query(
      "select count(*)::int as n from games where removed_at is not null",
    );
    expect(removed.rows[0].n).toBe(changed?.removed);
    const renamed = await stack.t.pool.query(
      "select count(*)::int as n from games where name like '% Remastered'",
    );
    expect(renamed.rows[0].n).toBeGreaterThan(0);

    await stack.aggregator.setFeedVersion(1);
    const back = await stack.sync();
    expect(back?.removed).toBeGreaterThan(0);
    const live = await stack.t.pool.query(
      `select count(*)::int as n from games g join game_vendors v on v.code = g.vendor_code
        where g.removed_at is null and v.source = 'aggregator'`,
    );
    expect(live.rows[0].n).toBe(first?.games);
  });

  it("logs an unreachable aggregator and keeps going", async () => {
    const warnings: string[] = [];
    const log = {
      ...stack.t.app.log,
      info() {},
      warn: (_: unknown, message: string) => warnings.push(message),
    };
    const sync = new CatalogueSync(
      stack.t.pool,
      new AggregatorClient("http://127.0.0.1:9/aggregator", "x".repeat(16), "jogada", 500),
      log as never,
    );
    await expect(sync.run()).rejects.toThrow(/api\/vendors/);
    const jobs = new JobRegistry(stack.t.pool, log as never);
    jobs.register(gamesJobs({ config: { GAMES_SYNC_INTERVAL_SECONDS: 3600 } } as never, sync));
    expect(await jobs.runNow("games.catalogue-sync")).toBe(false);
    expect(warnings).toContain("game catalogue sync failed; will retry");
  });

  it("refuses a feed whose replies are not signed with the shared secret", async () => {
    const client = new AggregatorClient(stack.aggregator.url, "another-secret-entirely", "jogada");
    await expect(client.vendors()).rejects.toThrow(/not signed/);
  });
});

describe("game list (GCSGAME_gameList)", () => {
  it("pages a category with totals", async () => {
    const { status, value } = await get<List>(
      "/wps/relay/GCSGAME_gameList?clientType=3&gameType=RNG&pageNo=2&pageSize=50",
    );
    expect(status).toBe(200);
    expect(value.games).toHaveLength(50);
    expect(value.totalCount).toBeGreaterThan(9000);
    expect(value.totalPages).toBe(Math.ceil(value.totalCount / 50));
    expect(value.games.every((g) => g.gameType === "RNG" && g.isGame === "GAME")).toBe(true);
  });

  it("filters by vendor, subtype, minimum bet and lines", async () => {
    const pg = await get<List>("/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageSize=100");
    expect(pg.value.games.every((g) => g.vassalage === "PG")).toBe(true);
    expect(pg.value.totalCount).toBe(1400);
    const tables = await get<List>("/wps/relay/GCSGAME_gameList?gameType=LIVE&gameClassify=BAC&pageSize=100");
    expect(tables.value.totalCount).toBeGreaterThan(0);
    expect(tables.value.games.every((g) => g.gameClassify === "BAC")).toBe(true);
    const rich = await get<List>(
      "/wps/relay/GCSGAME_gameList?gameType=RNG&minBet=0.50&minLineNum=243&pageSize=100",
    );
    expect(rich.value.totalCount).toBeGreaterThan(0);
    expect(rich.value.games.every((g) => Number(g.minBet) >= 0.5 && g.lines >= 243)).toBe(true);
    const bad = await get<List>("/wps/relay/GCSGAME_gameList?gameType=CASINO");
    expect(bad.status).toBe(400);
  });

  it("searches names in any case, with LIKE characters taken literally", async () => {
    const { value } = await get<List>("/wps/relay/GCSGAME_gameList?gameName=dragon%20TIGER&pageSize=100");
    expect(value.totalCount).toBeGreaterThan(0);
    expect(value.games.every((g) => g.gameName.toLowerCase().includes("dragon tiger"))).toBe(true);
    const percent = await get<List>("/wps/relay/GCSGAME_gameList?gameName=%25%25");
    expect(percent.value.totalCount).toBe(0);
  });

  it("lists hot games only with isHot 1", async () => {
    const { value } = await get<{ games: GameItem[] }>(
      "/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&gameType=RNG",
    );
    expect(value.games.length).toBeGreaterThan(0);
    expect(value.games.every((g) => g.isHot === 1 && g.gameType === "RNG")).toBe(true);
  });

  it("stores whether each game has a demo mode and shows it in lists and hot games", async () => {
    const flags = await stack.t.pool.query<{ game_type: string; has_demo: boolean; count: string }>(
      `select g.game_type, g.has_demo, count(*) from games g join game_vendors v on v.code = g.vendor_code
        where v.source = 'aggregator' group by 1, 2 order by 1, 2`,
    );
    const byType = new Map(flags.rows.map((row) => [row.game_type, row.has_demo]));
    expect(flags.rows.length).toBe(byType.size);
    expect(Object.fromEntries(byType)).toEqual({
      ESPORTS: false,
      FISH: true,
      LIVE: false,
      PVP: false,
      RNG: true,
      SPORTS: false,
    });
    const slots = await get<List>("/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=20");
    expect(slots.value.games.every((g) => g.demo === true)).toBe(true);
    const live = await get<List>("/wps/relay/GCSGAME_gameList?gameType=LIVE&pageSize=20");
    expect(live.value.games.length).toBeGreaterThan(0);
    expect(live.value.games.every((g) => g.demo === false)).toBe(true);
    const hotLive = await get<{ games: GameItem[] }>(
      "/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&gameType=LIVE",
    );
    expect(hotLive.value.games.length).toBeGreaterThan(0);
    expect(hotLive.value.games.every((g) => g.demo === false)).toBe(true);
  });
});

describe("vendor lanes (game_menus)", () => {
  it("gives each category its vendor cards in nav order, and the providers row without TCG_SEA", async () => {
    const { value } = await get<GameMenusValue>("/lgw/games/game_menus");
    expect(value.lanes.map((lane) => lane.title)).toEqual([
      "ELOTT",
      "LOTT",
      "LIVE",
      "SPORTS",
      "FISH",
      "RNG",
      "PVP",
      "ESPORTS",
    ]);
    // The house lotteries: the VN lottery in LOTT, the SEA lotteries and fast games in ELOTT.
    const lottery = (title: string) =>
      value.lanes.find((lane) => lane.title === title)!.cards.map((card) => card.vassalage);
    expect(lottery("LOTT")).toEqual(expect.arrayContaining(["TCG_LOTTO_VN", "LOTT"]));
    expect(lottery("ELOTT")).toEqual(expect.arrayContaining(["TCG_SEA", "ELOTT"]));
    const live = value.lanes.find((lane) => lane.title === "LIVE")!;
    expect(live.cards.map((card) => card.vassalage)).toEqual(
      expect.arrayContaining(["SA", "DG", "N2", "EVO", "PP"]),
    );
    expect(live.cards.find((card) => card.vassalage === "SA")).toMatchObject({ isHot: 1, page: "/live" });
    expect(live.gameClassify.map((c) => c.key)).toEqual(expect.arrayContaining(["BAC", "ROU"]));
    const sports = value.lanes.find((lane) => lane.title === "SPORTS")!;
    expect(sports.cards.map((card) => card.vassalage)).toEqual(expect.arrayContaining(["SB", "SV3", "TF"]));
    expect(value.providers.find((p) => p.code === "SV3")?.logoType).toBe("SV3");
    expect(value.providers.find((p) => p.code === "N2")?.logoType).toBe("N2");
  });

  it("moves the brand's esports vendors from SPORTS to ESPORTS", async () => {
    await new BrandService(stack.t.pool, "jogada").update("jogada", "test", "esports", (config) => ({
      ...config,
      esports: ["TF"],
    }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    try {
      const { value } = await get<GameMenusValue>("/lgw/games/game_menus");
      const sports = value.lanes.find((lane) => lane.title === "SPORTS")!;
      const esports = value.lanes.find((lane) => lane.title === "ESPORTS")!;
      expect(sports.cards.map((card) => card.vassalage)).not.toContain("TF");
      expect(esports.cards.map((card) => card.vassalage)).toEqual(expect.arrayContaining(["TF", "IA"]));
      const list = await get<List>("/wps/relay/GCSGAME_gameList?gameType=ESPORTS");
      expect(list.value.games.map((g) => g.vassalage).sort()).toEqual(["IA", "TF"]);
      expect(list.value.games.every((g) => g.gameType === "ESPORTS")).toBe(true);
    } finally {
      await new BrandService(stack.t.pool, "jogada").update("jogada", "test", "esports", (config) => ({
        ...config,
        esports: [],
      }));
    }
  });
});

describe("favourites and pvp rooms", () => {
  it("adds, lists and removes favourites for a logged-in player only", async () => {
    const { value } = await get<List>("/wps/relay/GCSGAME_gameList?gameType=FISH&pageSize=2");
    const nodeId = value.games[0]!.nodeId;
    const guest = await stack.t.app.inject({
      method: "POST",
      url: "/wps/relay/MCSFE_getFavoriteGames",
      payload: { nodeId },
    });
    expect(guest.statusCode).toBe(401);
    const add = await stack.t.app.inject({
      method: "POST",
      url: "/wps/relay/MCSFE_getFavoriteGames",
      headers: { authorization: player.token },
      payload: { nodeId, vendor: "JL", gameType: "FISH" },
    });
    expect(add.json().value).toEqual({ nodeId, isFavorite: true });
    const list = await get<List>("/wps/relay/MCSFE_getFavoriteGamesList", player.token);
    expect(list.value.games.map((g) => g.nodeId)).toEqual([nodeId]);
    expect(list.value.games[0]!.isFavorite).toBe(true);
    const marked = await get<List>("/wps/relay/GCSGAME_gameList?gameType=FISH&pageSize=2", player.token);
    expect(marked.value.games[0]!.isFavorite).toBe(true);
    await stack.t.app.inject({
      method: "POST",
      url: "/wps/relay/MCSFE_getFavoriteGames",
      headers: { authorization: player.token },
      payload: { nodeId, action: "remove" },
    });
    expect((await get<List>("/wps/relay/MCSFE_getFavoriteGamesList", player.token)).value.totalCount).toBe(0);
  });

  it("lists the pvp rooms of a vendor", async () => {
    const { value } = await get<{ rooms: { roomId: string; vassalage: string; minBet: string }[] }>(
      "/wps/relay/GLS2_roomList?vassalage=KY",
    );
    expect(value.rooms.length).toBe(90);
    expect(value.rooms.every((room) => room.vassalage === "KY")).toBe(true);
  });
});

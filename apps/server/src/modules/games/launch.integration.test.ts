import type { BetRecord, GameItem, LaunchGameValue, ProfitValue } from "@jogada/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  balanceOf,
  fund,
  type GamesStack,
  gamesStack,
  openGameSession,
  walletCall,
} from "../../../test/games.js";
import { createTrialPlayer, registerPlayer, type TestPlayer } from "../../../test/players.js";
import { BrandService } from "../brand/service.js";
import { LedgerService } from "../ledger/service.js";

let stack: GamesStack;
let player: TestPlayer;

async function launch(token: string | undefined, body: Record<string, unknown>) {
  const res = await stack.t.app.inject({
    method: "POST",
    url: "/wps/game/launchGame",
    headers: { ...(token ? { authorization: token } : {}), language: "EN" },
    payload: {
      accountType: 1,
      confirmTrans: 0,
      launchMode: "GLS",
      platform: "html5-desktop",
      clientType: 3,
      ...body,
    },
  });
  return { status: res.statusCode, json: res.json() };
}

/** Plays in the game page the way the browser does: the aggregator calls our wallet back. */
async function play(gameUrl: string, action: Record<string, unknown>) {
  const url = new URL(gameUrl);
  const response = await fetch(`${url.origin}${url.pathname}/action`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(action),
  });
  return (await response.json()) as {
    outcome: string;
    balance: string;
    log: { call: string; reply: { status: string } }[];
  };
}

async function nodeIdOf(code: string): Promise<string> {
  const row = await stack.t.pool.query<{ id: string }>("select id from games where game_code = $1", [code]);
  return row.rows[0]!.id;
}

beforeAll(async () => {
  stack = await gamesStack();
  player = await registerPlayer(stack.t);
  await fund(stack.t, player.id, 200_00n);
});

afterAll(async () => {
  await stack?.close();
});

describe("game launch (POST /wps/game/launchGame)", () => {
  it("needs a session", async () => {
    const { status, json } = await launch(undefined, { nodeId: await nodeIdOf("PG_RNG_0001") });
    expect(status).toBe(401);
    expect(json.errorCode).toBe("login.not.session");
  });

  it("returns the aggregator's game address; rounds played there move the balance and fill the records", async () => {
    const nodeId = await nodeIdOf("PG_RNG_0001");
    const { status, json } = await launch(player.token, { nodeId, vassalage: "PG" });
    expect(status).toBe(200);
    const value = json.value as LaunchGameValue;
    expect(value.game_url).toMatch(/\/aggregator\/play\/[0-9a-f-]+\?lang=EN$/);
    expect(value).toMatchObject({ nodeId, vassalage: "PG", demo: false });

    const page = await fetch(value.game_url);
    expect(await page.text()).toContain('data-testid="spin"');
    for (let i = 0; i < 5; i++) {
      const result = await play(value.game_url, { action: "spin", stake: "2.00" });
      expect(result.log[0]!.reply.status).toBe("OK");
    }
    const records = await stack.t.app.inject({
      method: "GET",
      url: "/wps/relay/ODSFE2_betRecord?gameType=RNG&vassalage=PG",
      headers: { authorization: player.token },
    });
    const list = records.json().value.list as BetRecord[];
    expect(list).toHaveLength(5);
    expect(list.every((r) => r.stake === "2.00" && r.gameCode === "PG_RNG_0001" && r.result !== "OPEN")).toBe(
      true,
    );
    const net = list.reduce((sum, r) => sum + Math.round(Number(r.profit) * 100), 0);
    expect(await balanceOf(stack.t, player.id)).toBe(200_00n + BigInt(net));

    const unfiltered = await stack.t.app.inject({
      method: "GET",
      url: "/wps/relay/ODSFE2_betRecord",
      headers: { authorization: player.token },
    });
    expect(unfiltered.json().value.total).toBe(5);

    const profit = await stack.t.app.inject({
      method: "GET",
      url: "/wps/relay/ODSFE2_personalProfit?period=today",
      headers: { authorization: player.token },
    });
    const value2 = profit.json().value as ProfitValue;
    expect(value2.rows).toEqual([expect.objectContaining({ gameType: "RNG", rounds: 5, stake: "10.00" })]);
    expect(Math.round(Number(value2.total.profit) * 100)).toBe(net);

    const recent = await stack.t.app.inject({
      method: "GET",
      url: "/wps/relay/GCS_recentGame",
      headers: { authorization: player.token },
    });
    expect((recent.json().value.games as GameItem[])[0]!.nodeId).toBe(nodeId);
  });

  it("survives the aggregator's misbehaviour tools without losing or making money", async () => {
    const { json } = await launch(player.token, { gameId: "SA_LIVE_0001", vassalage: "SA" });
    const url = (json.value as LaunchGameValue).game_url;
    await play(url, { action: "table", choice: "red", stake: "10.00" });
    const before = await balanceOf(stack.t, player.id);
    const replay = await play(url, { action: "spin", tool: "replay" });
    expect(replay.log[0]!.reply.status).toBe("OK");
    const duplicate = await play(url, { action: "spin", tool: "duplicate" });
    expect(duplicate.log[0]!.reply.status).toBe("DUPLICATE_TRANSACTION");
    const early = await play(url, { action: "spin", tool: "rollbackFirst", stake: "10.00" });
    expect(early.log.slice(0, 2).map((r) => r.reply.status)).toEqual([
      "BET_ALREADY_SETTLED",
      "TRANSACTION_DOES_NOT_EXIST",
    ]);
    const dropped = await play(url, { action: "spin", tool: "dropReply", stake: "10.00" });
    expect(dropped.log.slice(0, 2).map((r) => r.reply.status)).toEqual(["OK", "OK"]);
    const bad = await play(url, { action: "spin", tool: "badSignature" });
    expect(bad.log[0]!.reply.status).toBe("INVALID_SIGNATURE");
    expect(await balanceOf(stack.t, player.id)).toBe(before);
  });

  it("launches a pvp room by its id and returns the room address in content", async () => {
    const rooms = await stack.t.app.inject({ method: "GET", url: "/wps/relay/GLS2_roomList?vassalage=V8" });
    const room = rooms.json().value.rooms[1];
    const { status, json } = await launch(player.token, { roomId: room.roomId });
    expect(status).toBe(200);
    expect(json.value.content).toBe(json.value.game_url);
    const missing = await launch(player.token, { roomId: "V8_PVP_0001_R9" });
    expect(missing.status).toBe(404);
    expect(missing.json.errorCode).toBe("game.room.not.found");
  });

  it("gives trial accounts a free demo with play money, never their real wallet", async () => {
    const trial = await createTrialPlayer(stack.t);
    const { status, json } = await launch(trial.token, {
      gameId: "JL_FISH_0001",
      vassalage: "JL",
      accountType: 1,
    });
    expect(status).toBe(200);
    expect(json.value.demo).toBe(true);
    const result = await play(json.value.game_url, { action: "shoot", stake: "1.00" });
    expect(result.log.at(-1)!.reply.status).toBe("OK");
    expect(await balanceOf(stack.t, trial.id, "main")).toBe(0n);
    expect(BigInt(Math.round(Number(result.balance) * 100))).toBe(await balanceOf(stack.t, trial.id, "demo"));
    expect(await balanceOf(stack.t, trial.id, "demo")).toBeGreaterThan(1900_00n);
  });

  it("refuses a trial account a game without demo mode, in its language, before any money moves", async () => {
    const trial = await createTrialPlayer(stack.t);
    const live = { gameId: "EVO_LIVE_0001", vassalage: "EVO", accountType: 1 };
    const en = await launch(trial.token, live);
    expect(en.status).toBe(403);
    expect(en.json.errorCode).toBe("game.real.account.required");
    expect(en.json.message).toBe("This game needs a real account. Register first.");
    const pt = await stack.t.app.inject({
      method: "POST",
      url: "/wps/game/launchGame",
      headers: { authorization: trial.token, language: "PT" },
      payload: { ...live, confirmTrans: 0, launchMode: "GLS", platform: "html5-desktop", clientType: 3 },
    });
    expect(pt.statusCode).toBe(403);
    expect(pt.json().message).toBe("Este jogo precisa de uma conta real. Cadastre-se primeiro.");
    const rooms = await stack.t.app.inject({ method: "GET", url: "/wps/relay/GLS2_roomList?vassalage=V8" });
    const pvp = await launch(trial.token, { roomId: rooms.json().value.rooms[0].roomId });
    expect(pvp.json.errorCode).toBe("game.real.account.required");
    // Nothing was handed out or opened for the refused launches.
    expect(await balanceOf(stack.t, trial.id, "demo")).toBe(0n);
    const sessions = await stack.t.pool.query("select 1 from game_sessions where member_id = $1", [trial.id]);
    expect(sessions.rowCount).toBe(0);

    const slot = await launch(trial.token, { gameId: "PG_RNG_0001", vassalage: "PG", accountType: 1 });
    expect(slot.status).toBe(200);
    expect(slot.json.value.demo).toBe(true);
  });

  it("refuses a real account's demo request of a game without demo mode, and launches it for real", async () => {
    const before = await balanceOf(stack.t, player.id);
    const demo = await launch(player.token, { gameId: "EVO_LIVE_0001", vassalage: "EVO", accountType: 0 });
    expect(demo.status).toBe(422);
    expect(demo.json.errorCode).toBe("game.demo.not.available");
    expect(demo.json.message).toBe("This game has no demo mode.");
    expect(await balanceOf(stack.t, player.id, "demo")).toBe(0n);
    const real = await launch(player.token, { gameId: "EVO_LIVE_0001", vassalage: "EVO", accountType: 1 });
    expect(real.status).toBe(200);
    expect(real.json.value.demo).toBe(false);
    expect(await balanceOf(stack.t, player.id)).toBe(before);
  });

  it("answers 'game maintenance' with other games of the category when the vendor is off", async () => {
    await stack.t.pool.query("update game_vendors set enabled = false where code = 'JDB'");
    try {
      const { status, json } = await launch(player.token, { gameId: "JDB_RNG_0001", vassalage: "JDB" });
      expect(status).toBe(503);
      expect(json.errorCode).toBe("game.maintenance");
      expect(json.message).toBe("The game is under maintenance. Try other games.");
      const suggestions = json.value.suggestions as GameItem[];
      expect(suggestions.length).toBeGreaterThan(0);
      expect(suggestions.every((g) => g.vassalage !== "JDB" && g.gameType === "RNG")).toBe(true);
    } finally {
      await stack.t.pool.query("update game_vendors set enabled = true where code = 'JDB'");
    }
  });

  it("answers a clear 503 when the aggregator is unreachable", async () => {
    await stack.aggregator.setOutage(true);
    try {
      const { status, json } = await launch(player.token, { gameId: "PG_RNG_0002", vassalage: "PG" });
      expect(status).toBe(503);
      expect(json.errorCode).toBe("game.provider.unavailable");
    } finally {
      await stack.aggregator.setOutage(false);
    }
  });

  it("lists the biggest real-money wins on the winner board with masked names", async () => {
    const { token } = await openGameSession(stack.t, player.id, { gameCode: "PP_RNG_0002" });
    const base = { token, player: String(player.id), currency: "PHP", vendor: "PP", gameCode: "PP_RNG_0002" };
    await walletCall(stack.t, "bet", {
      ...base,
      transactionId: "big-bet",
      roundId: "big-round",
      amount: "1.00",
    });
    await walletCall(stack.t, "win", {
      ...base,
      transactionId: "big-win",
      roundId: "big-round",
      amount: "500.00",
      betTransactionId: "big-bet",
      roundClosed: true,
    });
    const res = await stack.t.app.inject({ method: "GET", url: "/wps/relay/GCSGAME_getRankList?period=day" });
    const list = res.json().value.list;
    expect(list[0]).toMatchObject({ rank: 1, multiplier: "500.00", winAmount: "500.00", gameType: "RNG" });
    expect(list[0].account).toBe(`${player.username.slice(0, 2)}***${player.username.slice(-1)}`);
  });

  it("moves the money to the vendor's own wallet at launch in transfer-wallet mode, and back on the next launch", async () => {
    const brands = new BrandService(stack.t.pool, "jogada");
    const setSingle = (isSingle: boolean) =>
      brands.update("jogada", "test", "wallet mode", (config) => ({
        ...config,
        wallet: { ...config.wallet, isSingle },
      }));
    const ledger = new LedgerService(stack.t.pool);
    const vendorWallet = async (code: string) =>
      (await ledger.balanceOf({ owner: "player", memberId: other.id, wallet: "vendor", code }, "PHP"))
        ?.available ?? 0n;
    const other = await registerPlayer(stack.t);
    await fund(stack.t, other.id, 50_00n);
    await setSingle(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    try {
      const pg = await launch(other.token, { gameId: "PG_RNG_0005", vassalage: "PG" });
      expect(pg.status).toBe(200);
      expect(await balanceOf(stack.t, other.id)).toBe(0n);
      expect(await vendorWallet("PG")).toBe(50_00n);
      const played = await play(pg.json.value.game_url, { action: "spin", stake: "1.00" });
      expect(played.log.at(-1)!.reply.status).toBe("OK");
      const inPg = await vendorWallet("PG");
      expect(await balanceOf(stack.t, other.id)).toBe(0n);

      const jl = await launch(other.token, { gameId: "JL_RNG_0001", vassalage: "JL" });
      expect(jl.status).toBe(200);
      expect(await vendorWallet("PG")).toBe(0n);
      expect(await vendorWallet("JL")).toBe(inPg);

      // A vendor without its own wallet plays from the main wallet.
      const sa = await launch(other.token, { gameId: "SA_LIVE_0002", vassalage: "SA" });
      expect(sa.status).toBe(200);
      expect(await vendorWallet("JL")).toBe(0n);
      expect(await balanceOf(stack.t, other.id)).toBe(inPg);
    } finally {
      await setSingle(true);
    }
  });
});

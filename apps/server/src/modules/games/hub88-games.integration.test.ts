import type { LaunchGameValue } from "@jogada/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGGREGATOR_SECRET } from "../../../test/aggregator.js";
import { balanceOf, fund, type GamesStack, gamesStack } from "../../../test/games.js";
import { registerPlayer, type TestPlayer } from "../../../test/players.js";
import { AggregatorClient } from "./aggregator-client.js";
import { CatalogueSync } from "./catalogue-sync.js";
import { hub88Of, hub88VendorCode } from "./hub88-client.js";

// Hub88 beside the aggregator, over real HTTP both ways: the catalogue from its signed game list,
// a launch through its signed /game/url, and rounds its game page plays on our wallet, faults included.

let stack: GamesStack;
let player: TestPlayer;
const NEBULA = hub88VendorCode("Nebula Games");

async function launch(body: Record<string, unknown>) {
  const res = await stack.t.app.inject({
    method: "POST",
    url: "/wps/game/launchGame",
    headers: { authorization: player.token, language: "EN" },
    payload: { accountType: 1, launchMode: "GLS", platform: "html5-mobile", clientType: 3, ...body },
  });
  return { status: res.statusCode, json: res.json() };
}

type Played = {
  outcome: string;
  balance: number;
  log: { call: string; note?: string; reply: { status: string } }[];
};

async function play(gameUrl: string, action: Record<string, unknown>): Promise<Played> {
  const url = new URL(gameUrl);
  const response = await fetch(`${url.origin}${url.pathname}/action`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(action),
  });
  return (await response.json()) as Played;
}

beforeAll(async () => {
  stack = await gamesStack((base) => ({ HUB88_ENABLED: "true", HUB88_URL: `${base}/hub88` }), false);
  const aggregator = new AggregatorClient(stack.t.config.AGGREGATOR_URL!, AGGREGATOR_SECRET, "jogada");
  await new CatalogueSync(
    stack.t.pool,
    [aggregator, hub88Of({ config: stack.t.config })!],
    stack.t.app.log,
  ).run();
  player = await registerPlayer(stack.t);
  await fund(stack.t, player.id, 100_00n);
});

afterAll(async () => {
  await stack?.close();
});

describe("Hub88 games", () => {
  it("takes Hub88's game list into the catalogue beside the aggregator's, one vendor per product", async () => {
    const rows = await stack.t.pool.query<{ vendor_code: string; game_code: string; game_type: string }>(
      "select vendor_code, game_code, game_type from games where vendor_code like 'H88%' and removed_at is null order by game_code",
    );
    expect(rows.rows.map((r) => r.game_code)).toEqual([
      "cor_blackjack",
      "cor_roulette",
      "neb_dragonfire",
      "neb_lucky7",
      "neb_starfall",
    ]);
    expect(new Set(rows.rows.map((r) => r.vendor_code))).toEqual(
      new Set([NEBULA, hub88VendorCode("Coral Live")]),
    );
    const others = await stack.t.pool.query("select 1 from games where vendor_code = 'PG' limit 1");
    expect(others.rowCount).toBe(1);
  });

  it("launches through Hub88's /game/url and plays a round: the bet and its win move the balance", async () => {
    const launched = await launch({ gameId: "neb_starfall", vassalage: NEBULA });
    expect(launched.status).toBe(200);
    const value = launched.json.value as LaunchGameValue;
    expect(value.game_url).toMatch(/\/hub88\/play\//);
    const before = await balanceOf(stack.t, player.id);
    const round = await play(value.game_url, { action: "spin", stake: "2.00" });
    const calls = round.log.map((l) => `${l.call} ${l.reply.status}`).reverse();
    expect(calls.slice(0, 3)).toEqual([
      "/transaction/bet RS_OK",
      "/transaction/win RS_OK",
      "/user/balance RS_OK",
    ]);
    const after = await balanceOf(stack.t, player.id);
    expect(round.balance).toBe(Number(after) * 1000);
    const won = await stack.t.pool.query<{ stake: string; win: string }>(
      "select stake, win from game_rounds where round_id like 'h88:%' and member_id = $1",
      [player.id],
    );
    expect(won.rows).toHaveLength(1);
    expect(after - before).toBe(BigInt(won.rows[0]!.win) - BigInt(won.rows[0]!.stake));
  });

  it("survives Hub88's faults: a duplicate, a rollback before its bet, a timeout and retry, a bad signature", async () => {
    const value = (await launch({ gameId: "neb_lucky7", vassalage: NEBULA })).json.value as LaunchGameValue;
    const rounds = async () =>
      (
        await stack.t.pool.query("select 1 from game_rounds where round_id like 'h88:%' and member_id = $1", [
          player.id,
        ])
      ).rowCount ?? 0;
    const start = await rounds();

    const duplicate = await play(value.game_url, { action: "spin", stake: "1.00", tool: "duplicate" });
    const bets = duplicate.log.filter((l) => l.call === "/transaction/bet");
    expect(bets.slice(0, 2).map((l) => l.reply.status)).toEqual(["RS_OK", "RS_OK"]);

    const first = await play(value.game_url, { action: "spin", stake: "1.00", tool: "rollbackFirst" });
    expect(first.outcome).toContain("RS_ERROR_TRANSACTION_ROLLED_BACK");

    const before = await balanceOf(stack.t, player.id);
    const retried = await play(value.game_url, { action: "spin", stake: "1.00", tool: "timeoutRetry" });
    const retry = retried.log.find((l) => l.note?.startsWith("retried"));
    expect(retry?.reply.status).toBe("RS_OK");
    // One stake taken however many times it was sent: the win is the only other movement.
    const win = retried.log.find((l) => l.call === "/transaction/win");
    expect(win?.reply.status).toBe("RS_OK");
    const round = await stack.t.pool.query<{ stake: string; win: string }>(
      "select stake, win from game_rounds where round_id like 'h88:%' and member_id = $1 order by id desc limit 1",
      [player.id],
    );
    expect(round.rows[0]!.stake).toBe("100");
    expect(await balanceOf(stack.t, player.id)).toBe(before - 100n + BigInt(round.rows[0]!.win));

    const forged = await play(value.game_url, { action: "spin", stake: "1.00", tool: "badSignature" });
    expect(forged.outcome).toContain("RS_ERROR_INVALID_SIGNATURE");
    // duplicate, timeout and retry: one round each; the late bet and the forged one: none.
    expect((await rounds()) - start).toBe(2);
  });

  it("refuses the demo of a Hub88 game and an unknown Hub88 game", async () => {
    expect((await launch({ gameId: "neb_starfall", vassalage: NEBULA, accountType: 0 })).json.errorCode).toBe(
      "game.demo.not.available",
    );
    expect((await launch({ gameId: "nope", vassalage: NEBULA })).json.errorCode).toBe("game.not.found");
  });
});

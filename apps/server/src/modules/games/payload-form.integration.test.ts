import type { GameItem } from "@jogada/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

/**
 * SPEC §7 "Egames": the filters are sent in a `data` field. The game list and the other egames
 * calls read them there as well as from the query (the house's lottery and in-house games are
 * catalogue enough: no fish game among them).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type List = { games: GameItem[]; totalCount: number; pageNo: number };

async function get(url: string) {
  const res = await t.app.inject({ url, headers: { language: "EN" } });
  return { status: res.statusCode, json: res.json() as { value: List; errorCode?: string; field?: string } };
}

const data = (fields: object) => `data=${encodeURIComponent(JSON.stringify(fields))}`;

describe("game list filters in the data field", () => {
  it("honours data={gameType} as it honours the query form", async () => {
    const all = await get("/wps/relay/GCSGAME_gameList");
    expect(all.json.value.totalCount).toBeGreaterThan(5);

    const fish = await get(`/wps/relay/GCSGAME_gameList?${data({ gameType: "FISH" })}`);
    expect(fish.status).toBe(200);
    expect(fish.json.value.totalCount).toBe(0);

    const viaQuery = await get("/wps/relay/GCSGAME_gameList?gameType=ELOTT&pageSize=100");
    const viaData = await get(`/wps/relay/GCSGAME_gameList?${data({ gameType: "ELOTT", pageSize: 100 })}`);
    expect(viaData.json.value.totalCount).toBeLessThan(all.json.value.totalCount);
    expect(viaData.json.value.games.every((g) => g.gameType === "ELOTT")).toBe(true);
    expect(viaData.json.value).toEqual(viaQuery.json.value);
  });

  it("reads every filter, numbers included, and the data field wins over the query", async () => {
    const paged = await get(
      `/wps/relay/GCSGAME_gameList?${data({ gameType: "ELOTT", pageNo: 2, pageSize: 3 })}`,
    );
    expect(paged.json.value.pageNo).toBe(2);
    expect(paged.json.value.games).toHaveLength(3);
    const both = await get(`/wps/relay/GCSGAME_gameList?gameType=FISH&${data({ gameType: "ELOTT" })}`);
    expect(both.json.value.totalCount).toBeGreaterThan(0);
    const hot = await get(`/wps/relay/GCSGAME_hotGamesV2?${data({ gameType: "FISH" })}`);
    expect(hot.status).toBe(200);
    expect((hot.json.value as unknown as { games: GameItem[] }).games).toEqual([]);
  });

  it("refuses malformed data or a bad filter in it as 400 naming the field", async () => {
    for (const [raw, field] of [
      ["data=%7Bnot-json", "data"],
      [`data=${encodeURIComponent("[1,2]")}`, "data"],
      [data({ gameType: { nested: true } }), "data.gameType"],
      [data({ gameType: "NOPE" }), "gameType"],
      [data({ minLineNum: "many" }), "minLineNum"],
    ] as const) {
      const res = await get(`/wps/relay/GCSGAME_gameList?${raw}`);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ errorCode: "request.invalid", field });
    }
  });
});

describe("game list paging", () => {
  it("serves the first page for a malformed or out-of-range page number or size", async () => {
    const first = await get("/wps/relay/GCSGAME_gameList?pageSize=5");
    expect(first.json.value.pageNo).toBe(1);
    for (const query of ["pageNo=abc", "pageNo=0", "pageNo=-1", "pageNo=2.5", "pageNo=99999", "pageNo="]) {
      const res = await get(`/wps/relay/GCSGAME_gameList?${query}&pageSize=5`);
      expect(res.status).toBe(200);
      expect(res.json.value.pageNo).toBe(1);
      expect(res.json.value.games).toEqual(first.json.value.games);
    }
    const size = await get("/wps/relay/GCSGAME_gameList?pageSize=100000");
    expect(size.status).toBe(200);
    expect(size.json.value.games.length).toBe(Math.min(30, first.json.value.totalCount));
    // A real page past the first is still served as asked.
    const second = await get("/wps/relay/GCSGAME_gameList?pageNo=2&pageSize=5");
    expect(second.json.value.pageNo).toBe(2);
    const recent = await get(`/wps/relay/GCS_recentGame?pageNo=abc`);
    expect(recent.status).toBe(401);
  });
});

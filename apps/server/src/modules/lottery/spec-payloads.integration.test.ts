import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerPlayer, type TestPlayer } from "../../../test/players.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

/** The lottery calls answer the payloads and values SPEC §3 and §9 name, as they are written there. */

let t: TestApp;
let player: TestPlayer;
beforeAll(async () => {
  t = await createTestApp();
  player = await registerPlayer(t);
});
afterAll(async () => t?.close());

function launch(payload: object) {
  return t.app.inject({
    method: "POST",
    url: "/wps/game/launchGame",
    headers: { authorization: player.token, language: "EN" },
    payload,
  });
}

describe("SPEC §3 lottery launch", () => {
  it("launches from the lottery payload alone, without nodeId or vassalage", async () => {
    const res = await launch({
      lottoArea: "VN",
      launchMode: "LOTT",
      lottoPrizeMode: "Lott",
      lottoGameCode: "vn-south",
      lottoView: "betting",
      device: "WEB",
      backUrl: "http://localhost:3000/",
      language: "PT",
    });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.vassalage).toBe("TCG_LOTTO_VN");
    expect(value.game_url).toBe("/vnlottery?gameCode=vn-south");
    expect(value.lotto).toMatchObject({
      lottoArea: "VN",
      launchMode: "LOTT",
      lottoPrizeMode: "Lott",
      lottoGameCode: "vn-south",
      lottoView: "betting",
      device: "WEB",
    });
  });

  it("opens the area's lobby when the game code is empty, and the SEA area on its own route", async () => {
    const lobby = await launch({
      lottoArea: "VN",
      launchMode: "LOTT",
      lottoGameCode: "",
      lottoView: "lobby",
    });
    expect(lobby.statusCode).toBe(200);
    expect(lobby.json().value.vassalage).toBe("TCG_LOTTO_VN");
    const sea = await launch({ lottoArea: "SEA", launchMode: "ELOTT", lottoGameCode: "thai" });
    expect(sea.statusCode).toBe(200);
    expect(sea.json().value.game_url).toMatch(/^\/seaLottery/);
  });

  it("refuses a game that is no lottery, an unknown area and a launch naming nothing", async () => {
    const slot = await launch({ lottoArea: "VN", launchMode: "LOTT", lottoGameCode: "no-such-game" });
    expect(slot.statusCode).toBe(404);
    expect(slot.json().errorCode).toBe("game.not.found");
    const area = await launch({ lottoArea: "XX", launchMode: "LOTT" });
    expect(area.json()).toMatchObject({ errorCode: "request.invalid", field: "lottoArea" });
    const nothing = await launch({ launchMode: "LOTT" });
    expect(nothing.json()).toMatchObject({ errorCode: "request.invalid", field: "nodeId" });
  });
});

describe("SPEC §9 Vietnam numbers", () => {
  it("answers up to 100 opened numbers and refuses more, naming count", async () => {
    for (const url of [
      "/lgw/vn/numeros/opened/game?gameCode=vn-north&count=100",
      "/lotto/lgw/games/opened/numero?gameCode=vn-north&count=100",
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.json().value.list.length).toBeLessThanOrEqual(100);
    }
    const more = await t.app.inject({ url: "/lgw/vn/numeros/opened/game?gameCode=vn-north&count=101" });
    expect(more.statusCode).toBe(400);
    expect(more.json()).toMatchObject({ errorCode: "request.invalid", field: "count" });
  });
});

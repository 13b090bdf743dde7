import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { registerPlayer } from "../../../test/players.js";
import { useAppWithStaff } from "../../../test/staff.js";
import type { TestApp } from "../../../test/test-app.js";
import { LedgerService } from "../ledger/service.js";

let t: TestApp;
let staff: string;
useAppWithStaff({ username: "ops.figures", role: "read-only" }, (app, token) => {
  t = app;
  staff = token;
});

/** A day in the brand's time zone (Asia/Manila), `offset` days from today. */
const day = (offset: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Manila" }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

describe("dashboard", () => {
  it("adds finished days (computed once) and today, and counts a player active on both once", async () => {
    const ledger = new LedgerService(t.pool);
    const [a, b] = [await registerPlayer(t), await registerPlayer(t)];
    type Kind = Parameters<LedgerService["transfer"]>[0]["kind"];
    const move = (kind: Kind, memberId: number, amount: bigint, toPlayer: boolean) => {
      const player = { owner: "player" as const, memberId, wallet: "main" as const };
      const house = { owner: "house" as const, merchant: "jogada", kind: "house_adjustment" as const };
      return ledger.transfer({
        from: toPlayer ? house : player,
        to: toPlayer ? player : house,
        amount,
        currency: "PHP",
        reference: `dash:${randomBytes(6).toString("hex")}`,
        kind,
      });
    };
    // Today, through the ledger: both deposit, A stakes 30.00 and wins 10.00.
    await move("deposit", a.id, 10_000n, true);
    await move("deposit", b.id, 5_000n, true);
    await move("game_bet", a.id, 3_000n, false);
    await move("game_win", a.id, 1_000n, true);
    // Two days ago (a day already over): A and B each staked. Transfers are never rewritten, so a
    // past day is copied from today's rows with an earlier time.
    await t.pool.query(
      `insert into ledger_transfers (reference, kind, status, debit_account_id, credit_account_id, amount, currency, created_at)
       select 'dash-past:' || id, kind, status, debit_account_id, credit_account_id, amount, currency,
              ($1::date + interval '12 hours') at time zone 'Asia/Manila'
         from ledger_transfers where kind = 'game_bet' and reference like 'dash:%'
       union all
       select 'dash-past-b', 'game_bet', 'posted', a.id, h.id, 2000, 'PHP', ($1::date + interval '12 hours') at time zone 'Asia/Manila'
         from ledger_accounts a, ledger_accounts h
        where a.owner_kind = 'player' and a.owner_id = $2 and a.kind = 'main'
          and h.owner_kind = 'house' and h.kind = 'house_adjustment' and h.owner_id = 'jogada'
          and h.slot = (select min(slot) from ledger_accounts
                         where owner_kind = 'house' and kind = 'house_adjustment' and owner_id = 'jogada')`,
      [day(-2), String(b.id)],
    );
    const figures = async () =>
      (
        await t.app.inject({
          method: "GET",
          url: `/ops/dashboard?from=${day(-6)}&to=${day(0)}&merchantCode=jogada`,
          headers: { authorization: staff },
        })
      ).json().value;
    const first = await figures();
    expect(first.totals).toMatchObject({
      deposits: "150.00",
      depositCount: 2,
      ggr: "70.00",
      activePlayers: 2,
    });
    expect(first.days.find((d: { day: string }) => d.day === day(-2))).toMatchObject({
      ggr: "50.00",
      activePlayers: 2,
    });
    expect(first.days.find((d: { day: string }) => d.day === day(0))).toMatchObject({
      deposits: "150.00",
      ggr: "20.00",
      activePlayers: 1,
    });
    const done = await t.pool.query("select count(*)::int as n from ops_daily_done where day = $1", [
      day(-2),
    ]);
    expect(done.rows[0].n).toBe(1);
    // The same figures on a second reading, from the stored days.
    expect((await figures()).totals).toEqual(first.totals);
    const bad = await t.app.inject({
      method: "GET",
      url: `/ops/dashboard?from=${day(0)}&to=${day(-1)}`,
      headers: { authorization: staff },
    });
    expect(bad.json()).toMatchObject({ errorCode: "request.period.order", field: "to" });
  });
});

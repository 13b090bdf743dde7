import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { cloneTemplate } from "../../../test/databases.js";
import { REPO_ROOT } from "../../config.js";
import { createPool, type Pool, withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { LedgerService } from "./service.js";
import type { AccountRef } from "./types.js";
import { verifyLedger } from "./verify.js";

let pool: Pool;
let databaseUrl: string;
let ledger: LedgerService;
const CUR = "BRL";
const house: AccountRef = { owner: "house", merchant: "jogada", kind: "house_payment", code: "TEST" };
const player = (id: string | number): AccountRef => ({ owner: "player", memberId: id, wallet: "main" });
let seq = 0;
const ref = (label: string) => `${label}-${process.pid}-${++seq}`;

beforeAll(async () => {
  databaseUrl = await cloneTemplate(inject("adminDatabaseUrl"), inject("templateDatabase"));
  pool = createPool(databaseUrl, 12);
  ledger = new LedgerService(pool);
});
afterAll(async () => {
  await pool.end();
});

async function expectSound() {
  expect(await verifyLedger(pool)).toEqual([]);
}

function codeOf(error: unknown): string {
  return error instanceof AppError ? error.code : `unexpected: ${(error as Error).message}`;
}

describe("ledger basics", () => {
  it("moves money, holds, posts part, voids, refuses overdrafts and keeps the books balanced", async () => {
    const p = player("basic-1");
    await ledger.transfer({
      from: house,
      to: p,
      amount: 10_000n,
      currency: CUR,
      reference: ref("dep"),
      kind: "deposit",
    });
    const hold = ref("hold");
    const held = await ledger.hold({
      from: p,
      to: house,
      amount: 6_000n,
      currency: CUR,
      reference: hold,
      kind: "withdrawal",
    });
    expect(held.from).toEqual({ balance: 10_000n, pending: 6_000n, available: 4_000n });

    await expect(
      ledger.transfer({
        from: p,
        to: house,
        amount: 4_001n,
        currency: CUR,
        reference: ref("bet"),
        kind: "bet",
      }),
    ).rejects.toMatchObject({ code: "wallet.insufficient.funds" });

    const posted = await ledger.post({ reference: ref("post"), pendingReference: hold, amount: 5_000n });
    expect(posted.from).toEqual({ balance: 5_000n, pending: 0n, available: 5_000n });
    await expect(ledger.void({ reference: ref("void"), pendingReference: hold })).rejects.toMatchObject({
      code: "wallet.pending.already.resolved",
    });

    const hold2 = ref("hold");
    await ledger.hold({
      from: p,
      to: house,
      amount: 5_000n,
      currency: CUR,
      reference: hold2,
      kind: "withdrawal",
    });
    const voided = await ledger.void({ reference: ref("void"), pendingReference: hold2 });
    expect(voided.from).toEqual({ balance: 5_000n, pending: 0n, available: 5_000n });
    await expect(ledger.void({ reference: ref("void"), pendingReference: "nope" })).rejects.toMatchObject({
      code: "wallet.pending.not.found",
    });
    expect(await ledger.balanceOf(house, CUR)).toMatchObject({ balance: -5_000n });
    await expectSound();
  });

  it("refuses zero, negative and cross-currency amounts with nothing written", async () => {
    const p = player("basic-2");
    for (const amount of [0n, -1n]) {
      await expect(
        ledger.transfer({
          from: house,
          to: p,
          amount,
          currency: CUR,
          reference: ref("bad"),
          kind: "deposit",
        }),
      ).rejects.toMatchObject({ code: "wallet.amount.invalid" });
    }
    expect(await ledger.balanceOf(p, CUR)).toMatchObject({ balance: 0n });
    await expectSound();
  });
});

describe("idempotency", () => {
  it("replays a reference without moving money again, and refuses it for another movement", async () => {
    const p = player("replay-1");
    const reference = ref("dep");
    const input = { from: house, to: p, amount: 700n, currency: CUR, reference, kind: "deposit" as const };
    const results = await Promise.all(Array.from({ length: 10 }, () => ledger.transfer(input)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect((await ledger.balanceOf(p, CUR)).balance).toBe(700n);
    await expect(ledger.transfer({ ...input, amount: 701n })).rejects.toMatchObject({
      code: "wallet.reference.conflict",
    });
    await expect(ledger.transfer({ ...input, to: player("replay-2") })).rejects.toMatchObject({
      code: "wallet.reference.conflict",
    });
    await expectSound();
  });

  it("resolves a hold exactly once when several resolutions race", async () => {
    const p = player("race-1");
    await ledger.transfer({
      from: house,
      to: p,
      amount: 1_000n,
      currency: CUR,
      reference: ref("dep"),
      kind: "deposit",
    });
    const hold = ref("hold");
    await ledger.hold({
      from: p,
      to: house,
      amount: 1_000n,
      currency: CUR,
      reference: hold,
      kind: "withdrawal",
    });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? ledger.post({ reference: ref("post"), pendingReference: hold })
          : ledger.void({ reference: ref("void"), pendingReference: hold }),
      ),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    for (const o of outcomes) {
      if (o.status === "rejected") expect(codeOf(o.reason)).toBe("wallet.pending.already.resolved");
    }
    await expectSound();
  });
});

/** The in-memory oracle the property test compares the ledger with. */
class Oracle {
  balances = new Map<string, bigint>();
  pending = new Map<string, bigint>();
  refs = new Map<string, string>();
  holds = new Map<string, { from: string; to: string; amount: bigint; resolved: boolean }>();
  avail(a: string) {
    return (this.balances.get(a) ?? 0n) - (this.pending.get(a) ?? 0n);
  }
  add(map: Map<string, bigint>, a: string, d: bigint) {
    map.set(a, (map.get(a) ?? 0n) + d);
  }
}

type Op =
  | { op: "transfer" | "hold"; from: number; to: number; amount: number; ref: number }
  | { op: "post" | "void"; hold: number; amount: number; ref: number };

describe("model-based property test against an in-memory oracle", () => {
  it("agrees with the oracle on every outcome and balance", async () => {
    const accounts = 4; // index 0 is the house
    const opArb: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        op: fc.constantFrom("transfer" as const, "hold" as const),
        from: fc.nat(accounts - 1),
        to: fc.nat(accounts - 1),
        amount: fc.integer({ min: 1, max: 500 }),
        ref: fc.nat(12),
      }),
      fc.record({
        op: fc.constantFrom("post" as const, "void" as const),
        hold: fc.nat(12),
        amount: fc.integer({ min: 1, max: 500 }),
        ref: fc.nat(12),
      }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        run++;
        const name = (i: number) => (i === 0 ? "house" : `prop-${process.pid}-${run}-${i}`);
        const refOf = (kind: string, i: number) => `prop-${process.pid}-${run}-${kind}-${i}`;
        const account = (i: number): AccountRef => (i === 0 ? house : player(name(i)));
        const model = new Oracle();
        for (const op of ops) {
          let expected: string;
          let actual: string;
          if ("from" in op) {
            if (op.from === op.to) continue;
            const reference = refOf("t", op.ref);
            const from = name(op.from);
            const to = name(op.to);
            const amount = BigInt(op.amount);
            const known = model.refs.get(reference);
            const signature = `${op.op}|${from}|${to}|${amount}`;
            if (known !== undefined) expected = known === signature ? "replay" : "wallet.reference.conflict";
            else if (op.from !== 0 && model.avail(from) < amount) expected = "wallet.insufficient.funds";
            else {
              expected = "ok";
              model.refs.set(reference, signature);
              if (op.op === "transfer") {
                model.add(model.balances, from, -amount);
                model.add(model.balances, to, amount);
              } else {
                model.add(model.pending, from, amount);
                model.holds.set(reference, { from, to, amount, resolved: false });
              }
            }
            const input = {
              from: account(op.from),
              to: account(op.to),
              amount,
              currency: CUR,
              reference,
              kind: "adjustment" as const,
            };
            try {
              const r = await (op.op === "transfer" ? ledger.transfer(input) : ledger.hold(input));
              actual = r.replayed ? "replay" : "ok";
            } catch (error) {
              actual = codeOf(error);
            }
          } else {
            const pendingReference = refOf("t", op.hold);
            const reference = refOf("r", op.ref);
            const hold = model.holds.get(pendingReference);
            const known = model.refs.get(reference);
            const amount = BigInt(op.amount);
            if (known !== undefined) expected = known === op.op ? "replay" : "wallet.reference.conflict";
            else if (!hold) expected = "wallet.pending.not.found";
            else if (hold.resolved) expected = "wallet.pending.already.resolved";
            else if (op.op === "post" && amount > hold.amount) expected = "wallet.amount.invalid";
            else {
              expected = "ok";
              model.refs.set(reference, op.op);
              hold.resolved = true;
              model.add(model.pending, hold.from, -hold.amount);
              if (op.op === "post") {
                model.add(model.balances, hold.from, -amount);
                model.add(model.balances, hold.to, amount);
              }
            }
            try {
              const r =
                op.op === "post"
                  ? await ledger.post({ reference, pendingReference, amount })
                  : await ledger.void({ reference, pendingReference });
              actual = r.replayed ? "replay" : "ok";
            } catch (error) {
              actual = codeOf(error);
            }
          }
          // A replayed resolution that the oracle calls a conflict because the op differs.
          expect(actual, JSON.stringify(op)).toBe(expected);
        }
        for (let i = 1; i < accounts; i++) {
          const b = await ledger.balanceOf(account(i), CUR);
          expect(b.balance).toBe(model.balances.get(name(i)) ?? 0n);
          expect(b.pending).toBe(model.pending.get(name(i)) ?? 0n);
        }
      }),
      { numRuns: 25 },
    );
    await expectSound();
  });
});

describe("the bank test", () => {
  it("keeps the total constant and nothing negative under concurrent random transfers", async () => {
    const players = Array.from({ length: 12 }, (_, i) => player(`bank-${i}`));
    for (const p of players) {
      await ledger.transfer({
        from: house,
        to: p,
        amount: 1_000n,
        currency: CUR,
        reference: ref("fund"),
        kind: "deposit",
      });
    }
    const deadline = Date.now() + 3_000;
    let moved = 0;
    let refused = 0;
    const worker = async () => {
      while (Date.now() < deadline) {
        const a = Math.floor(Math.random() * players.length);
        let b = Math.floor(Math.random() * players.length);
        if (a === b) b = (b + 1) % players.length;
        const amount = BigInt(1 + Math.floor(Math.random() * 400));
        const useHold = Math.random() < 0.2;
        try {
          const from = players[a] as AccountRef;
          const to = players[b] as AccountRef;
          if (useHold) {
            const h = ref("bank-hold");
            await ledger.hold({ from, to, amount, currency: CUR, reference: h, kind: "transfer.wallet" });
            if (Math.random() < 0.5) await ledger.post({ reference: ref("bank-post"), pendingReference: h });
            else await ledger.void({ reference: ref("bank-void"), pendingReference: h });
          } else {
            await ledger.transfer({
              from,
              to,
              amount,
              currency: CUR,
              reference: ref("bank"),
              kind: "transfer.wallet",
            });
          }
          moved++;
        } catch (error) {
          expect(codeOf(error)).toBe("wallet.insufficient.funds");
          refused++;
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    const balances = await Promise.all(players.map((p) => ledger.balanceOf(p, CUR)));
    expect(balances.reduce((sum, b) => sum + b.balance, 0n)).toBe(12_000n);
    expect(balances.every((b) => b.available >= 0n && b.pending === 0n)).toBe(true);
    expect(moved).toBeGreaterThan(50);
    expect(refused + moved).toBeGreaterThan(0);
    await expectSound();
  });
});

describe("faults", () => {
  it("a connection killed mid-transfer leaves nothing; the retry moves the money exactly once", async () => {
    const p = player("kill-1");
    const reference = ref("kill");
    const input = { from: house, to: p, amount: 300n, currency: CUR, reference, kind: "deposit" as const };
    const victim = await pool.connect();
    victim.on("error", () => {}); // the connection is killed on purpose
    const { rows } = await victim.query<{ pid: number }>("select pg_backend_pid() as pid");
    await victim.query("begin");
    await ledger.transfer(input, victim);
    await pool.query("select pg_terminate_backend($1)", [rows[0]?.pid]);
    await expect(victim.query("commit")).rejects.toThrow();
    victim.release(true);
    expect((await ledger.balanceOf(p, CUR)).balance).toBe(0n);

    const retried = await ledger.transfer(input);
    expect(retried.replayed).toBe(false);
    const again = await ledger.transfer(input);
    expect(again.replayed).toBe(true);
    expect((await ledger.balanceOf(p, CUR)).balance).toBe(300n);
    await expectSound();
  });

  it("a connection cut after commit: the retry is a replay", async () => {
    const p = player("kill-2");
    const input = {
      from: house,
      to: p,
      amount: 50n,
      currency: CUR,
      reference: ref("cut"),
      kind: "deposit" as const,
    };
    await withTransaction(pool, (tx) => ledger.transfer(input, tx));
    const retried = await ledger.transfer(input);
    expect(retried.replayed).toBe(true);
    expect((await ledger.balanceOf(p, CUR)).balance).toBe(50n);
  });

  it("a process killed mid-way leaves a sound ledger, and the retry completes", async () => {
    const script = path.join(REPO_ROOT, "apps/server/test/ledger-child.ts");
    const tsx = path.join(REPO_ROOT, "node_modules/.bin/tsx");
    const child = execFile(tsx, [script, databaseUrl, "child"], { cwd: REPO_ROOT });
    // Kill it once it has moved some money, before it finished.
    await expect
      .poll(async () => (await ledger.balanceOf(player("child"), CUR)).balance, {
        timeout: 20_000,
        interval: 50,
      })
      .toBeGreaterThan(0n);
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    await expectSound();
    // The child moves 1 from the house to the player 200 times with references child-0..199.
    const before = (await ledger.balanceOf(player("child"), CUR)).balance;
    expect(before).toBeLessThan(200n);
    await promisify(execFile)(tsx, [script, databaseUrl, "child"], { cwd: REPO_ROOT });
    expect((await ledger.balanceOf(player("child"), CUR)).balance).toBe(200n);
    expect(before).toBeLessThanOrEqual(200n);
    await expectSound();
  });

  it("verify finds a tampered balance, and ledger:verify exits non-zero", async () => {
    const scratch = await cloneTemplate(inject("adminDatabaseUrl"), inject("templateDatabase"));
    const other = createPool(scratch, 2);
    try {
      const l = new LedgerService(other);
      await l.transfer({
        from: house,
        to: player(1),
        amount: 5n,
        currency: CUR,
        reference: "x",
        kind: "deposit",
      });
      const run = () =>
        promisify(execFile)(
          path.join(REPO_ROOT, "node_modules/.bin/tsx"),
          ["apps/server/src/cli/ledger-verify.ts"],
          {
            cwd: REPO_ROOT,
            env: { ...process.env, DATABASE_URL: scratch },
          },
        );
      await expect(run()).resolves.toMatchObject({ stdout: expect.stringContaining("ledger sound") });
      await other.query("update ledger_accounts set balance = balance + 1 where owner_kind = 'player'");
      const breaches = await verifyLedger(other);
      expect(breaches.map((b) => b.check)).toContain("each currency's balances sum to zero");
      await expect(run()).rejects.toMatchObject({ code: 1, stdout: expect.stringContaining("BREACH") });
    } finally {
      await other.end();
    }
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callEncrypted, registerPlayer } from "../../../test/players.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { MemberService } from "./service.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SECRET_LOCK_AFTER: "5", SECRET_LOCK_MINUTES: "15" });
});

afterAll(async () => {
  await t.close();
});

/** A player with payment password 135790 and one payee account; no money, so a right password ends in short funds. */
async function playerWithPaymentPassword() {
  const p = await registerPlayer(t);
  await new MemberService({ pool: t.pool }).setPaymentPassword(p.id, { newPaymentPassword: "135790" });
  const payee = await t.app.inject({
    method: "POST",
    url: "/wps/relay/WDS_addPayeeAccount",
    headers: { authorization: p.token },
    payload: { type: "BANK", institution: "Banco Demo", accountNo: "12345678", holderName: "Maria Silva" },
  });
  expect(payee.statusCode, payee.body).toBe(200);
  const payeeAccountId = payee.json().value.id as string;
  const withdraw = (paymentPassword: string, language = "PT") =>
    t.app.inject({
      method: "POST",
      url: "/wps/relay/passwordCheck/WDS_withdraw",
      headers: { authorization: p.token, "idempotency-key": randomUUID(), language },
      payload: { payeeAccountId, amount: "200", paymentPassword },
    });
  return { ...p, withdraw };
}

/** Moves the stored lock into the past, as if its minutes had gone by. */
async function expireLock(key: string) {
  const res = await t.pool.query(
    "update secret_attempts set locked_until = now() - interval '1 second' where key = $1 and locked_until is not null",
    [key],
  );
  expect(res.rowCount).toBe(1);
}

describe("payment password attempts", () => {
  it("locks after five wrong in a row, refuses the right one while locked, and opens again after the lock", async () => {
    const p = await playerWithPaymentPassword();
    for (let i = 0; i < 4; i++) {
      expect((await p.withdraw("000000")).json().errorCode).toBe("payment.password.invalid");
    }
    const fifth = await p.withdraw("000000", "EN");
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({
      errorCode: "password.attempts.locked",
      message: "Too many wrong passwords in a row. Try again in 15 minutes.",
      value: { minutes: 15 },
    });
    const right = await p.withdraw("135790");
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe("Muitas senhas incorretas seguidas. Tente novamente em 15 minutos.");

    // Changing the payment password with the old one is the same secret, so the same lock.
    const change = await callEncrypted(
      t,
      "POST",
      "/wps/member/password/payment",
      { oldPaymentPassword: "135790", newPaymentPassword: "246801", confirmPaymentPassword: "246801" },
      { token: p.token },
    );
    expect(change.json().errorCode).toBe("password.attempts.locked");

    await expireLock(`payment-password:${p.id}`);
    // The password is accepted again: the withdrawal goes on to the balance, which is empty.
    expect((await p.withdraw("135790")).json().errorCode).toBe("wallet.insufficient.funds");
    const left = await t.pool.query<{ failures: number; locked_until: Date | null }>(
      "select failures, locked_until from secret_attempts where key = $1",
      [`payment-password:${p.id}`],
    );
    expect(left.rows).toEqual([{ failures: 0, locked_until: null }]);
  });

  it("counts wrong answers in a row only: a right one resets the count", async () => {
    const p = await playerWithPaymentPassword();
    for (let i = 0; i < 4; i++) await p.withdraw("000000");
    expect((await p.withdraw("135790")).json().errorCode).toBe("wallet.insufficient.funds");
    for (let i = 0; i < 4; i++) {
      expect((await p.withdraw("000000")).json().errorCode).toBe("payment.password.invalid");
    }
  });

  it("lets no more than the limit through when guesses arrive at once", async () => {
    const p = await playerWithPaymentPassword();
    const answers = await Promise.all(Array.from({ length: 12 }, () => p.withdraw("000000")));
    const codes = answers.map((a) => a.json().errorCode);
    expect(codes.filter((c) => c === "payment.password.invalid").length).toBeLessThanOrEqual(4);
    expect(codes.filter((c) => c === "password.attempts.locked").length).toBeGreaterThanOrEqual(8);
    expect((await p.withdraw("135790")).statusCode).toBe(429);
  });

  it("accepts eight right answers at once, and wrong ones still lock afterwards", async () => {
    const p = await playerWithPaymentPassword();
    const burst = await Promise.all(Array.from({ length: 8 }, () => p.withdraw("135790")));
    // Each passed the password and went on to the empty balance: none was refused as locked.
    expect(burst.map((a) => a.json().errorCode)).toEqual(Array(8).fill("wallet.insufficient.funds"));

    // Four wrong answers on record, then another burst of right ones: still all accepted.
    for (let i = 0; i < 4; i++) await p.withdraw("000000");
    const again = await Promise.all(Array.from({ length: 8 }, () => p.withdraw("135790")));
    expect(again.map((a) => a.json().errorCode)).toEqual(Array(8).fill("wallet.insufficient.funds"));

    // The right answers cleared the run: five wrong ones in a row are needed to lock.
    for (let i = 0; i < 4; i++) {
      expect((await p.withdraw("000000")).json().errorCode).toBe("payment.password.invalid");
    }
    expect((await p.withdraw("000000")).json().errorCode).toBe("password.attempts.locked");
    expect((await p.withdraw("135790")).json().errorCode).toBe("password.attempts.locked");
  });
});

describe("login password change attempts", () => {
  it("locks the old-password check after five wrong in a row", async () => {
    const p = await registerPlayer(t);
    const change = (oldPassword: string) =>
      callEncrypted(
        t,
        "POST",
        "/wps/member/password",
        { oldPassword, newPassword: "Better456", confirmNewPassword: "Better456" },
        { token: p.token },
      );
    for (let i = 0; i < 4; i++) {
      expect((await change("Wrong999")).json().errorCode).toBe("password.old.invalid");
    }
    expect((await change("Wrong999")).json().errorCode).toBe("password.attempts.locked");
    expect((await change(p.password)).json().errorCode).toBe("password.attempts.locked");
    await expireLock(`login-password:${p.id}`);
    const done = await change(p.password);
    expect(done.statusCode, done.body).toBe(200);
  });
});

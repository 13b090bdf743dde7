import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HUB88_SANDBOX_PRIVATE_KEY,
  OPERATOR_DEVELOPMENT_PUBLIC_KEY,
} from "../../../../sandbox/src/partners/hub88/keys.js";
import { pemKey } from "../../../../sandbox/src/partners/hub88/signing.js";
import { type Hub88Call, Hub88WalletClient } from "../../../../sandbox/src/partners/hub88/wallet-client.js";
import { balanceOf, fund, type GamesStack, gamesStack, openGameSession } from "../../../test/games.js";
import { registerPlayer, type TestPlayer } from "../../../test/players.js";
import { hub88User } from "./hub88-wallet.js";

// Hub88's Wallet API over real HTTP, called by the sandbox's Hub88 wallet client exactly as Hub88
// calls an operator: signed with its key, our answers' signatures checked with our public key.

let stack: GamesStack;
let hub88: Hub88WalletClient;
let player: TestPlayer;
let user: string;
let token: string;

const uuid = () => randomUUID();
/** 1.00 PHP in protocol units. */
const PESO = 100_000;

async function call(path: Hub88Call, body: Record<string, unknown>, options = {}) {
  const record = await hub88.call(path, { request_uuid: uuid(), ...body }, options);
  if (record.reply.status === "NO_REPLY") throw new Error(`no answer: ${record.reply.note}`);
  return { ...record.reply, sent: record.body };
}

function bet(extra: Record<string, unknown> = {}) {
  return call("/transaction/bet", {
    user,
    token,
    transaction_uuid: uuid(),
    supplier_transaction_id: uuid(),
    round: uuid(),
    round_closed: false,
    game_code: "PG_RNG_0001",
    currency: "PHP",
    amount: 10 * PESO,
    is_free: false,
    bet: "spin",
    ...extra,
  });
}

function win(betBody: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return call("/transaction/win", {
    ...betBody,
    request_uuid: uuid(),
    transaction_uuid: uuid(),
    reference_transaction_uuid: betBody.transaction_uuid,
    round_closed: true,
    ...extra,
  });
}

function rollback(betBody: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return call("/transaction/rollback", {
    user: betBody.user,
    token: betBody.token,
    request_uuid: uuid(),
    transaction_uuid: uuid(),
    reference_transaction_uuid: betBody.transaction_uuid,
    round: betBody.round,
    round_closed: true,
    game_code: betBody.game_code,
    ...extra,
  });
}

beforeAll(async () => {
  stack = await gamesStack({ HUB88_ENABLED: "true" });
  hub88 = new Hub88WalletClient(
    `${stack.platformUrl}/partners/hub88`,
    pemKey(HUB88_SANDBOX_PRIVATE_KEY, "private"),
    pemKey(OPERATOR_DEVELOPMENT_PUBLIC_KEY, "public"),
  );
  player = await registerPlayer(stack.t);
  user = hub88User(player.id);
  await fund(stack.t, player.id, 100_00n);
  ({ token } = await openGameSession(stack.t, player.id));
});

afterAll(async () => {
  await stack?.close();
});

describe("Hub88 wallet API: user calls", () => {
  it("/user/info answers the player with the request_uuid echoed", async () => {
    const request_uuid = uuid();
    const reply = await call("/user/info", { user, request_uuid });
    expect(reply).toMatchObject({ status: "RS_OK", user, request_uuid, country: "XX" });
    expect((await call("/user/info", { user: "jg999999999" })).status).toBe("RS_ERROR_INVALID_TOKEN");
  });

  it("/user/balance answers integer units and refuses unknown tokens, other players and expired sessions", async () => {
    const reply = await call("/user/balance", { user, token, game_code: "PG_RNG_0001" });
    expect(reply).toMatchObject({ status: "RS_OK", user, currency: "PHP", balance: 100 * PESO });
    expect((await call("/user/balance", { user, token: "x".repeat(43) })).status).toBe(
      "RS_ERROR_INVALID_TOKEN",
    );
    const other = await registerPlayer(stack.t);
    expect((await call("/user/balance", { user: hub88User(other.id), token })).status).toBe(
      "RS_ERROR_INVALID_TOKEN",
    );
    const expired = await openGameSession(stack.t, player.id, { expired: true });
    expect((await call("/user/balance", { user, token: expired.token })).status).toBe(
      "RS_ERROR_TOKEN_EXPIRED",
    );
  });
});

describe("Hub88 wallet API: transactions", () => {
  it("takes a bet and pays its win; a repeat returns the stored answer with the new request_uuid", async () => {
    const before = await balanceOf(stack.t, player.id);
    const first = await bet();
    expect(first).toMatchObject({
      status: "RS_OK",
      currency: "PHP",
      balance: Number(before) * 1000 - 10 * PESO,
    });
    const again = await call("/transaction/bet", { ...first.sent, request_uuid: uuid() });
    expect(again.status).toBe("RS_OK");
    expect(again.balance).toBe(first.balance);
    expect(again.request_uuid).toBe(again.sent.request_uuid);
    const paid = await win(first.sent, { amount: 25.5 * PESO });
    expect(paid).toMatchObject({ status: "RS_OK", balance: first.balance! + 25.5 * PESO });
    const paidAgain = await call("/transaction/win", { ...paid.sent, request_uuid: uuid() });
    expect(paidAgain).toMatchObject({ status: "RS_OK", balance: paid.balance });
    expect(await balanceOf(stack.t, player.id)).toBe(before - 10_00n + 25_50n);
  });

  it("a transaction_uuid sent again with another amount is RS_ERROR_DUPLICATE_TRANSACTION and moves nothing", async () => {
    const first = await bet();
    const before = await balanceOf(stack.t, player.id);
    const other = await call("/transaction/bet", { ...first.sent, request_uuid: uuid(), amount: 11 * PESO });
    expect(other.status).toBe("RS_ERROR_DUPLICATE_TRANSACTION");
    expect(await balanceOf(stack.t, player.id)).toBe(before);
  });

  it("a bet beyond the balance is RS_ERROR_NOT_ENOUGH_MONEY with the actual balance", async () => {
    const balance = await balanceOf(stack.t, player.id);
    const reply = await bet({ amount: Number(balance) * 1000 + PESO });
    expect(reply).toMatchObject({ status: "RS_ERROR_NOT_ENOUGH_MONEY", balance: Number(balance) * 1000 });
  });

  it("refuses another currency, an unknown game, a stake above the game's limit and amounts finer than the currency", async () => {
    expect((await bet({ currency: "EUR" })).status).toBe("RS_ERROR_WRONG_CURRENCY");
    expect((await bet({ game_code: "NO_SUCH_GAME" })).status).toBe("RS_ERROR_INVALID_GAME");
    const limit = await stack.t.pool.query<{ max_bet: string }>(
      "select max_bet from games where game_code = 'PG_RNG_0001'",
    );
    const maxUnits = Number(limit.rows[0]!.max_bet) * 1000;
    await fund(stack.t, player.id, BigInt(maxUnits / 1000) + 100_00n);
    expect((await bet({ amount: maxUnits + PESO })).status).toBe("RS_ERROR_LIMIT_REACHED");
    expect((await bet({ amount: 1 })).status).toBe("RS_ERROR_UNKNOWN");
  });

  it("a win naming a bet it never saw is RS_ERROR_TRANSACTION_DOES_NOT_EXIST", async () => {
    const unknownBet = {
      user,
      token,
      transaction_uuid: uuid(),
      round: uuid(),
      game_code: "PG_RNG_0001",
      currency: "PHP",
    };
    const reply = await win(unknownBet, { amount: PESO });
    expect(reply.status).toBe("RS_ERROR_TRANSACTION_DOES_NOT_EXIST");
  });

  it("a rollback refunds its bet; a rollback of a bet not yet seen is recorded and the late bet refused", async () => {
    const before = await balanceOf(stack.t, player.id);
    const placed = await bet();
    const undone = await rollback(placed.sent);
    expect(undone).toMatchObject({ status: "RS_OK", balance: Number(before) * 1000 });
    expect((await call("/transaction/rollback", { ...undone.sent, request_uuid: uuid() })).status).toBe(
      "RS_OK",
    );

    const late = { user, token, transaction_uuid: uuid(), round: uuid(), game_code: "PG_RNG_0001" };
    const first = await rollback(late);
    expect(first).toMatchObject({ status: "RS_OK", balance: Number(before) * 1000 });
    const refused = await bet({ transaction_uuid: late.transaction_uuid, round: late.round });
    expect(refused.status).toBe("RS_ERROR_TRANSACTION_ROLLED_BACK");
    expect(await balanceOf(stack.t, player.id)).toBe(before);
  });

  it("a round given as null is the bet's own: its win and rollback still find it", async () => {
    const placed = await bet({ round: null });
    expect(placed.status).toBe("RS_OK");
    expect((await win(placed.sent, { amount: 5 * PESO })).status).toBe("RS_OK");
  });

  it("accepts wins and rollbacks on an expired token, refuses a new bet there", async () => {
    const session = await openGameSession(stack.t, player.id);
    const placed = await bet({ token: session.token });
    const second = await bet({ token: session.token });
    await stack.t.pool.query(
      "update game_sessions set expires_at = now() - interval '1 minute' where expires_at > now()",
    );
    expect((await bet({ token: session.token })).status).toBe("RS_ERROR_TOKEN_EXPIRED");
    expect((await win(placed.sent, { amount: 3 * PESO })).status).toBe("RS_OK");
    expect((await rollback(second.sent)).status).toBe("RS_OK");
    ({ token } = await openGameSession(stack.t, player.id));
  });

  it("a disabled player may not bet (RS_ERROR_USER_DISABLED) but is still paid", async () => {
    const placed = await bet();
    await stack.t.pool.query("update members set status = 1 where id = $1", [player.id]);
    try {
      expect((await bet()).status).toBe("RS_ERROR_USER_DISABLED");
      expect((await win(placed.sent, { amount: PESO })).status).toBe("RS_OK");
    } finally {
      await stack.t.pool.query("update members set status = 0 where id = $1", [player.id]);
    }
  });
});

describe("Hub88 wallet API: signatures and syntax", () => {
  it("refuses a bad or missing signature with RS_ERROR_INVALID_SIGNATURE, signed, writing nothing", async () => {
    const before = await balanceOf(stack.t, player.id);
    const request_uuid = uuid();
    const bad = await call(
      "/transaction/bet",
      {
        user,
        token,
        transaction_uuid: uuid(),
        round: uuid(),
        game_code: "PG_RNG_0001",
        currency: "PHP",
        amount: PESO,
        request_uuid,
      },
      { signature: Buffer.alloc(256, 1).toString("base64") },
    );
    expect(bad).toMatchObject({ status: "RS_ERROR_INVALID_SIGNATURE", request_uuid });
    expect(await balanceOf(stack.t, player.id)).toBe(before);
    const unsigned = await fetch(`${stack.platformUrl}/partners/hub88/user/balance`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ user, token, request_uuid }),
    });
    expect(unsigned.status).toBe(200);
    expect(await unsigned.json()).toMatchObject({ status: "RS_ERROR_INVALID_SIGNATURE" });
  });

  it("a missing field or a body that is not JSON is RS_ERROR_WRONG_SYNTAX, a field of another type RS_ERROR_WRONG_TYPES", async () => {
    const missing = await call("/transaction/bet", {
      user,
      token,
      round: uuid(),
      game_code: "PG_RNG_0001",
      currency: "PHP",
      amount: PESO,
    });
    expect(missing.status).toBe("RS_ERROR_WRONG_SYNTAX");
    expect(missing.request_uuid).toBe(missing.sent.request_uuid);
    const broken = await hub88.send("/user/balance", "{not json", {});
    expect(broken.reply.status).toBe("RS_ERROR_WRONG_SYNTAX");
    expect((await bet({ amount: "10.00" })).status).toBe("RS_ERROR_WRONG_TYPES");
    expect((await bet({ amount: 1.5 })).status).toBe("RS_ERROR_WRONG_TYPES");
    expect((await bet({ is_free: "no" })).status).toBe("RS_ERROR_WRONG_TYPES");
  });
});

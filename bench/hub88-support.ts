import { randomUUID } from "node:crypto";
import { HUB88_SIGNATURE_HEADER } from "@jogada/contracts";
import {
  HUB88_SANDBOX_PRIVATE_KEY,
  OPERATOR_DEVELOPMENT_PUBLIC_KEY,
} from "../apps/sandbox/src/partners/hub88/keys.js";
import {
  HUB88_DEVELOPMENT_OPERATOR_KEY,
  HUB88_DEVELOPMENT_PUBLIC_KEY,
} from "../apps/server/src/hub88-development-keys.js";
import { hub88User } from "../apps/server/src/modules/games/hub88-wallet.js";
import { readRsaKey, rsaSign, rsaVerify } from "../apps/server/src/platform/rsa-signing.js";

/**
 * The games benchmark's Hub88 side: a bet and its win as Hub88 sends them (RSA-signed with its
 * key, our signed answer checked with our public key), and what one RSA-2048 signature costs.
 */
export function hub88RoundTrip(platformUrl: string, players: { id: number; token: string }[]) {
  const hub88Key = readRsaKey(HUB88_SANDBOX_PRIVATE_KEY, "private");
  const operatorKey = readRsaKey(OPERATOR_DEVELOPMENT_PUBLIC_KEY, "public");
  const call = async (path: string, body: object) => {
    const raw = JSON.stringify(body);
    const response = await fetch(`${platformUrl}/partners/hub88${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", [HUB88_SIGNATURE_HEADER]: rsaSign(hub88Key, raw) },
      body: raw,
    });
    const text = await response.text();
    if (!rsaVerify([operatorKey], text, response.headers.get(HUB88_SIGNATURE_HEADER))) {
      throw new Error(`${path}: unsigned answer`);
    }
    const reply = JSON.parse(text) as { status: string };
    if (reply.status !== "RS_OK") throw new Error(`${path}: ${reply.status}`);
  };
  return async (worker: number) => {
    const player = players[worker]!;
    const bet = {
      user: hub88User(player.id),
      token: player.token,
      request_uuid: randomUUID(),
      transaction_uuid: randomUUID(),
      round: randomUUID(),
      round_closed: false,
      game_code: "PG_RNG_0001",
      currency: "PHP",
      amount: 100_000,
      is_free: false,
    };
    await call("/transaction/bet", bet);
    await call("/transaction/win", {
      ...bet,
      request_uuid: randomUUID(),
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: bet.transaction_uuid,
      round_closed: true,
      amount: 150_000,
    });
  };
}

/** Microseconds per RSA-SHA256 signature and per verification of a wallet-sized body (2048-bit keys). */
export function rsaCost(iterations = 400): { signMicros: number; verifyMicros: number } {
  const key = readRsaKey(HUB88_DEVELOPMENT_OPERATOR_KEY, "private");
  const hub88Key = readRsaKey(HUB88_SANDBOX_PRIVATE_KEY, "private");
  const verifyKey = readRsaKey(HUB88_DEVELOPMENT_PUBLIC_KEY, "public");
  const body = JSON.stringify({
    user: "jg000001",
    status: "RS_OK",
    request_uuid: randomUUID(),
    currency: "PHP",
    balance: 10_000_000,
  });
  const signature = rsaSign(hub88Key, body);
  for (let i = 0; i < 20; i++) rsaVerify([verifyKey], body, rsaSign(key, body));
  let started = performance.now();
  for (let i = 0; i < iterations; i++) rsaSign(key, body);
  const signMicros = ((performance.now() - started) * 1000) / iterations;
  started = performance.now();
  for (let i = 0; i < iterations; i++)
    if (!rsaVerify([verifyKey], body, signature)) throw new Error("verify");
  const verifyMicros = ((performance.now() - started) * 1000) / iterations;
  return { signMicros, verifyMicros };
}

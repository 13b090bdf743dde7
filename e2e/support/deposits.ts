import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { e2eStack } from "./stack-urls.js";

/** A player's call to the stack, in Portuguese, with a fresh Idempotency-Key on a write. */
export async function playerCall<T>(
  token: string,
  method: "GET" | "POST" | "PUT",
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${e2eStack().baseUrl}${path}`, {
    method,
    headers: {
      authorization: token,
      language: "PT",
      ...(body ? { "content-type": "application/json", "idempotency-key": randomUUID() } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const reply = (await res.json()) as { success: boolean; message?: string; value: T };
  expect(reply.success, reply.message).toBe(true);
  return reply.value;
}

/** A deposit paid on the provider's checkout page, as a payer would; its order number once paid. */
export async function paidDeposit(token: string, amount: string): Promise<string> {
  const settings = await playerCall<{ channels: { id: string; type: string }[] }>(
    token,
    "GET",
    "/wps/relay/DPS_depositSettings",
  );
  const channel = settings.channels.find((c) => c.type !== "PIX") ?? settings.channels[0]!;
  const order = await playerCall<{ orderNo: string; checkoutUrl: string }>(
    token,
    "POST",
    "/wps/relay/DPS_createDeposit",
    { channelId: channel.id, amount },
  );
  await fetch(`${order.checkoutUrl}/pay`, { method: "POST", redirect: "manual" });
  await expect
    .poll(
      async () =>
        (
          await playerCall<{ status: string }>(
            token,
            "GET",
            `/wps/relay/DPS_depositOrder?orderNo=${encodeURIComponent(order.orderNo)}`,
          )
        ).status,
      { timeout: 30_000 },
    )
    .toBe("paid");
  return order.orderNo;
}

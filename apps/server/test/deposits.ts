import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { TestApp } from "./test-app.js";

/**
 * Deposits through the sandbox gateway's checkout page, as a payer would, and waits until the
 * order is paid (the gateway's notification credited it). Returns the order number.
 */
export async function depositThroughSandbox(t: TestApp, token: string, amount: string): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/wps/relay/DPS_createDeposit",
    payload: { channelId: "bank", amount },
    headers: { authorization: token, language: "EN", "idempotency-key": randomUUID() },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { checkoutUrl, orderNo } = res.json().value;
  const done = await fetch(`${checkoutUrl}/pay`, { method: "POST", redirect: "manual" });
  expect(done.status).toBe(303);
  const status = async () =>
    (
      await t.app.inject({
        method: "GET",
        url: `/wps/relay/DPS_depositOrder?orderNo=${orderNo}`,
        headers: { authorization: token, language: "EN" },
      })
    ).json().value.status;
  await expect.poll(status).toBe("paid");
  return orderNo as string;
}

import {
  GatewayPaymentReply,
  type GatewayPaymentRequest,
  GatewayPayoutReply,
  type GatewayPayoutRequest,
  PAYMENT_SIGNATURE_HEADER,
} from "@jogada/contracts";
import type { z } from "zod";
import { AppError } from "../../platform/errors.js";
import { signBody } from "../../platform/signing.js";

/**
 * The payment provider's HTTP API (hosted checkout for deposits, payouts for withdrawals), signed
 * both ways with HMAC-SHA256 over the raw body. The sandbox gateway speaks the same protocol.
 */
export class PaymentGateway {
  constructor(
    private readonly baseUrl: string,
    readonly secret: string,
  ) {}

  private async call<T extends z.ZodType>(path: string, body: unknown, reply: T): Promise<z.infer<T>> {
    const raw = JSON.stringify(body);
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [PAYMENT_SIGNATURE_HEADER]: signBody(this.secret, raw),
        },
        body: raw,
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw new AppError("payment.gateway.unavailable");
    }
    if (!res.ok) throw new AppError("payment.gateway.unavailable");
    const parsed = reply.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success) throw new AppError("payment.gateway.unavailable");
    return parsed.data;
  }

  createPayment(input: z.infer<typeof GatewayPaymentRequest>) {
    return this.call("/api/payments", input, GatewayPaymentReply);
  }

  createPayout(input: z.infer<typeof GatewayPayoutRequest>) {
    return this.call("/api/payouts", input, GatewayPayoutReply);
  }
}

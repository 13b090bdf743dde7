import type { Config } from "../../config.js";

/** Sends text messages. The HTTP adapter below is the only one; tests use it against the sandbox. */
export interface SmsProvider {
  send(to: string, text: string): Promise<void>;
}

/**
 * Posts `{to, text}` to the SMS gateway's `/messages` with its API key. In development the gateway
 * is the sandbox's, which keeps an outbox; in production SMS_GATEWAY_URL names the real one.
 */
export class HttpSmsGateway implements SmsProvider {
  private readonly url: string;
  constructor(private readonly config: Pick<Config, "SMS_GATEWAY_URL" | "SMS_GATEWAY_KEY" | "SANDBOX_URL">) {
    this.url = `${(config.SMS_GATEWAY_URL ?? `${config.SANDBOX_URL}/sms`).replace(/\/+$/, "")}/messages`;
  }

  async send(to: string, text: string): Promise<void> {
    const response = await fetch(this.url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": this.config.SMS_GATEWAY_KEY },
      body: JSON.stringify({ to, text }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}

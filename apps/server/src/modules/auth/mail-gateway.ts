import type { Config } from "../../config.js";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends mail. The HTTP adapter below is the only one; tests use it against the sandbox catcher. */
export interface MailProvider {
  send(message: MailMessage): Promise<void>;
}

/** Posts the message to the mail relay's `/messages` with its API key (the sandbox in development). */
export class HttpMailGateway implements MailProvider {
  private readonly url: string;
  constructor(
    private readonly config: Pick<
      Config,
      "MAIL_GATEWAY_URL" | "MAIL_GATEWAY_KEY" | "MAIL_FROM" | "SANDBOX_URL"
    >,
  ) {
    this.url = `${(config.MAIL_GATEWAY_URL ?? `${config.SANDBOX_URL}/mail`).replace(/\/+$/, "")}/messages`;
  }

  async send(message: MailMessage): Promise<void> {
    const response = await fetch(this.url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": this.config.MAIL_GATEWAY_KEY },
      body: JSON.stringify({ from: this.config.MAIL_FROM, ...message }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`Mail relay answered ${response.status}`);
  }
}

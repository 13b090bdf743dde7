import { z } from "zod";

/** Sandbox partner settings; the server is given the same secrets through its own configuration. */
const EnvSchema = z.object({
  SANDBOX_HOST: z.string().default("127.0.0.1"),
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  /** Where the platform listens, for partner callbacks (payment notifications, seamless wallet). */
  PLATFORM_URL: z.string().url().default("http://127.0.0.1:3000"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The sandbox's address as browsers see it (game pages, icons); default http://HOST:PORT. */
  SANDBOX_PUBLIC_URL: z.string().url().optional(),
  /** Shared secret of the game aggregator's signed calls (the server's AGGREGATOR_SECRET). */
  AGGREGATOR_SECRET: z.string().min(16).default("sandbox-aggregator-secret-change-me"),
  /** Shared secret of the payment gateway's signed calls (the server's PAYMENT_GATEWAY_SECRET). */
  PAYMENTS_SECRET: z.string().min(16).default("sandbox-payments-secret-change-me"),
  /** API keys the server sends to the SMS gateway and the mail catcher (SMS_GATEWAY_KEY, MAIL_GATEWAY_KEY). */
  SMS_GATEWAY_KEY: z.string().min(8).default("sandbox-sms-key"),
  MAIL_GATEWAY_KEY: z.string().min(8).default("sandbox-mail-key"),
});

export type SandboxConfig = z.infer<typeof EnvSchema>;

export function loadSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid sandbox configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

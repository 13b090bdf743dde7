import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, "../../..");

const bool = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

/** Every setting the server reads, validated once at start (README lists them). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().default("http://localhost:3000"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  /** Where the embedded PostgreSQL keeps its data when DATABASE_URL is not set. */
  DATA_DIR: z.string().default(path.join(REPO_ROOT, ".data")),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  /** Insert the demo brand and its content when missing (on by default; off in production). */
  SEED_DEMO: bool.default(true),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// URL")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DEFAULT_MERCHANT: z.string().default("jogada"),
  TRUST_PROXY: bool.default(false),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, "apps/web/dist")),
  SANDBOX_URL: z.string().url().default("http://127.0.0.1:3001"),
  /** Extra origins the site may frame (game launch hosts). */
  FRAME_ORIGINS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
});

export type Config = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {}

/** Reads the environment once; throws a readable ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

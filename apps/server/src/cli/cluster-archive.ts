import { createWriteStream } from "node:fs";
import { type FileHandle, open, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import pg from "pg";
import tar from "tar-stream";

/**
 * A physical copy of the embedded PostgreSQL cluster, taken while it serves: PostgreSQL's
 * low-level base backup (pg_backup_start, a copy of the files, pg_backup_stop) written as a
 * gzip'd tar with the WAL that makes the copy consistent. It needs no client programs: the
 * embedded binaries come without pg_dump, and a pg_dump older than the server refuses it.
 *
 * Layout: `cluster/…` (the data directory with `backup_label` and
 * the WAL from the backup's start to its end) and `credentials.json` (the password the cluster's
 * roles were given, which the restored cluster keeps), then `manifest.json`.
 */

export const MANIFEST_NAME = "manifest.json";
export const MANIFEST_FORMAT = "jogada-embedded-cluster/1";

export interface ClusterManifest {
  format: typeof MANIFEST_FORMAT;
  postgresMajor: number;
  postgresVersion: string;
  database: string;
  createdAt: string;
  startLsn: string;
  stopLsn: string;
}

/**
 * Left out as pg_basebackup leaves them out: the running server's lock and options, files
 * PostgreSQL rebuilds or empties at start, and a label an earlier backup may have left.
 */
const SKIPPED_FILES = new Set([
  "postmaster.pid",
  "postmaster.opts",
  "pg_internal.init",
  "backup_label",
  "backup_label.old",
  "tablespace_map",
  "current_logfiles",
]);
/** Directories kept empty in the copy (they must exist; their content is per run). */
const EMPTIED_DIRECTORIES = new Set([
  "pg_wal",
  "pg_dynshmem",
  "pg_notify",
  "pg_replslot",
  "pg_serial",
  "pg_snapshots",
  "pg_stat_tmp",
  "pg_subtrans",
]);

const CHUNK = 1 << 20;

/**
 * Adds one file as it is now. A relation file may shrink or grow while it is copied (vacuum
 * truncates, inserts extend): the entry keeps the size first seen, read short is padded with
 * zeros, as pg_basebackup does; the WAL replayed at the first start puts such pages right.
 */
async function addFile(pack: tar.Pack, absolute: string, name: string): Promise<boolean> {
  let handle: FileHandle;
  try {
    handle = await open(absolute, "r");
  } catch (error) {
    // Removed since it was listed (a dropped table, a finished temporary file): not part of the copy.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
  try {
    const { size, mode } = await handle.stat();
    let entry!: ReturnType<tar.Pack["entry"]>;
    const done = new Promise<void>((resolve, reject) => {
      entry = pack.entry({ name, size, mode: mode & 0o7777 }, (error) => (error ? reject(error) : resolve()));
    });
    // A failed write (a full disk) destroys the entry; the callback above reports it.
    entry.on("error", () => {});
    let position = 0;
    while (position < size && !entry.destroyed) {
      const buffer = Buffer.alloc(Math.min(CHUNK, size - position));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      if (bytesRead === 0) {
        entry.write(Buffer.alloc(size - position));
        break;
      }
      position += bytesRead;
      if (!entry.write(buffer.subarray(0, bytesRead))) {
        await new Promise<void>((resolve) =>
          entry.once("drain", () => resolve()).once("close", () => resolve()),
        );
      }
    }
    if (!entry.destroyed) entry.end(() => {});
    await done;
    return true;
  } finally {
    await handle.close();
  }
}

function addText(pack: tar.Pack, name: string, text: string, mode = 0o600): void {
  pack.entry({ name, mode }, text);
}

/** Adds the data directory, depth first in name order, without the files listed above. */
async function addTree(pack: tar.Pack, root: string, relative: string): Promise<number> {
  let files = 0;
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch((error) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const inner = relative ? `${relative}/${entry.name}` : entry.name;
    const name = `cluster/${inner}`;
    if (entry.isDirectory()) {
      if (entry.name.startsWith("pgsql_tmp")) continue;
      pack.entry({ name, type: "directory", mode: 0o700 });
      if (relative === "" && EMPTIED_DIRECTORIES.has(entry.name)) {
        if (entry.name === "pg_wal")
          pack.entry({ name: `${name}/archive_status`, type: "directory", mode: 0o700 });
        continue;
      }
      files += await addTree(pack, root, inner);
    } else if (entry.isFile() && !SKIPPED_FILES.has(entry.name)) {
      if (await addFile(pack, path.join(root, inner), name)) files++;
    }
  }
  return files;
}

/** WAL segment names sort in log order within a timeline: the segments from `first` to `last`. */
async function walSegments(clusterDir: string, first: string, last: string): Promise<string[]> {
  const names = await readdir(path.join(clusterDir, "pg_wal"));
  const timeline = first.slice(0, 8);
  return names
    .filter(
      (name) => /^[0-9A-F]{24}$/.test(name) && name.startsWith(timeline) && name >= first && name <= last,
    )
    .sort();
}

/**
 * Copies the cluster in `clusterDir`, served at `databaseUrl` by a superuser, into `out`
 * (gzip'd tar). A temporary replication slot keeps the WAL from the backup's start until it is
 * copied, so a checkpoint during the copy cannot recycle a segment the copy needs.
 */
export async function writeClusterArchive(options: {
  databaseUrl: string;
  clusterDir: string;
  credentialsFile: string;
  out: string;
}): Promise<{ manifest: ClusterManifest; files: number }> {
  const client = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  let started = false;
  try {
    const facts = await client.query<{ num: string; version: string; database: string; wal: string }>(
      `select current_setting('server_version_num') as num, current_setting('server_version') as version,
              current_database() as database, current_setting('wal_level') as wal`,
    );
    const fact = facts.rows[0]!;
    if (fact.wal === "minimal")
      throw new Error("wal_level is minimal: a base backup needs replica or logical");
    await client.query("select pg_create_physical_replication_slot($1, true, true)", [
      `jogada_backup_${process.pid}`,
    ]);
    const label = `jogada backup ${new Date().toISOString()}`;
    const start = await client.query<{ lsn: string }>("select pg_backup_start($1, true)::text as lsn", [
      label,
    ]);
    started = true;

    const pack = tar.pack();
    let failed: Error | undefined;
    const written = pipeline(
      pack,
      createGzip(),
      createWriteStream(options.out, { flags: "wx", mode: 0o600 }),
    );
    written.catch((error: Error) => {
      failed = error;
    });
    const manifest: ClusterManifest = {
      format: MANIFEST_FORMAT,
      postgresMajor: Math.floor(Number(fact.num) / 10_000),
      postgresVersion: fact.version.split(" ")[0] as string,
      database: fact.database,
      createdAt: new Date().toISOString(),
      startLsn: start.rows[0]!.lsn,
      stopLsn: "",
    };
    let files: number;
    try {
      files = await addTree(pack, options.clusterDir, "");
      const stop = await client.query<{ lsn: string; labelfile: string; last: string }>(
        "select lsn::text as lsn, labelfile, pg_walfile_name(lsn) as last from pg_backup_stop(false)",
      );
      started = false;
      const { lsn, labelfile, last } = stop.rows[0]!;
      manifest.stopLsn = lsn;
      const first = /START WAL LOCATION: \S+ \(file ([0-9A-F]{24})\)/.exec(labelfile)?.[1];
      if (!first) throw new Error("pg_backup_stop returned a label without its first WAL file");
      addText(pack, "cluster/backup_label", labelfile);
      for (const segment of await walSegments(options.clusterDir, first, last)) {
        const copied = await addFile(
          pack,
          path.join(options.clusterDir, "pg_wal", segment),
          `cluster/pg_wal/${segment}`,
        );
        if (!copied) throw new Error(`WAL segment ${segment} went missing while it was copied`);
        files++;
      }
      addText(pack, "credentials.json", await readFile(options.credentialsFile, "utf8"));
      // Last, because it holds where the backup ended; restore reads the whole archive before
      // it trusts any of it.
      addText(pack, MANIFEST_NAME, `${JSON.stringify(manifest, null, 2)}\n`, 0o644);
      pack.finalize();
    } catch (error) {
      pack.destroy(error as Error);
      await written.catch(() => {});
      // The writing side's failure (a full disk) is the cause of whatever the packing side saw.
      throw failed ?? error;
    }
    await written;
    return { manifest, files };
  } finally {
    // A backup left open ends with its session; the slot is temporary and goes with it too.
    if (started) await client.query("select pg_backup_stop(false)").catch(() => {});
    await client.end().catch(() => {});
  }
}

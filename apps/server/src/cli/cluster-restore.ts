import { execFile } from "node:child_process";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { chmod, chown, copyFile, mkdir, readdir, readFile, rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { createGunzip } from "node:zlib";
import tar from "tar-stream";
import { embeddedCredentialsFile } from "../platform/embedded-postgres.js";
import { postgresBinaries, postgresUser } from "../platform/postgres-process.js";
import { type ClusterManifest, MANIFEST_FORMAT, MANIFEST_NAME } from "./cluster-archive.js";

/** A restore that was not attempted: the data folder is as it was. */
export class RestoreRefused extends Error {}

/** The embedded binaries' major version: a cluster runs only on the major version that made it. */
async function embeddedMajor(): Promise<number> {
  const { postgres } = await postgresBinaries();
  const { stdout } = await promisify(execFile)(postgres, ["--version"]);
  return Number(/\(PostgreSQL\)\s+(\d+)/.exec(stdout)?.[1]);
}

/** The entry's place under `root`, or undefined for anything that is not ours to write. */
function destination(root: string, name: string): string | undefined {
  const normalised = path.posix.normalize(name).replace(/\/+$/, "");
  if (normalised.startsWith("/") || normalised.split("/").includes("..")) return undefined;
  const ours =
    normalised === MANIFEST_NAME ||
    normalised === "credentials.json" ||
    normalised === "cluster" ||
    normalised.startsWith("cluster/");
  return ours ? path.join(root, normalised) : undefined;
}

/** Unpacks the archive into `staging`: directories and regular files only, nowhere outside it. */
async function unpack(file: string, staging: string): Promise<void> {
  const extract = tar.extract();
  extract.on("entry", (header, stream, next) => {
    const target = destination(staging, header.name);
    const fail = (message: string) => {
      stream.resume();
      extract.destroy(new RestoreRefused(message));
    };
    if (!target) return fail(`it holds ${JSON.stringify(header.name)}, which no backup of ours holds`);
    if (header.type === "directory") {
      mkdir(target, { recursive: true, mode: 0o700 }).then(() => {
        stream.resume();
        next();
      }, next);
    } else if (header.type === "file") {
      mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
        .then(() =>
          pipeline(stream, createWriteStream(target, { flags: "wx", mode: (header.mode ?? 0o600) & 0o700 })),
        )
        .then(() => next(), next);
    } else {
      fail(`it holds ${header.name} of type ${header.type}`);
    }
  });
  try {
    await pipeline(createReadStream(file), createGunzip(), extract);
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused(
      `${file} is not a whole backup of the embedded database: ${(error as Error).message}`,
    );
  }
}

async function readManifest(staging: string, file: string): Promise<ClusterManifest> {
  const text = await readFile(path.join(staging, MANIFEST_NAME), "utf8").catch(() => undefined);
  const manifest = text ? (JSON.parse(text) as ClusterManifest) : undefined;
  if (manifest?.format !== MANIFEST_FORMAT) {
    throw new RestoreRefused(`${file} has no manifest of a backup of the embedded database`);
  }
  for (const needed of ["cluster/PG_VERSION", "cluster/backup_label", "credentials.json"]) {
    if (!existsSync(path.join(staging, needed))) throw new RestoreRefused(`${file} lacks ${needed}`);
  }
  const major = await embeddedMajor();
  if (manifest.postgresMajor !== major) {
    throw new RestoreRefused(
      `${file} is a copy of PostgreSQL ${manifest.postgresVersion}; the embedded PostgreSQL is ${major}`,
    );
  }
  return manifest;
}

/** As root the cluster belongs to the `postgres` user PostgreSQL runs as. */
async function handOver(dir: string, owner: { uid: number; gid: number }): Promise<void> {
  await chown(dir, owner.uid, owner.gid);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const inner = path.join(dir, entry.name);
    if (entry.isDirectory()) await handOver(inner, owner);
    else await chown(inner, owner.uid, owner.gid);
  }
}

/**
 * Puts a backup made by `writeClusterArchive` in place as the embedded cluster of `postgresDir`
 * (DATA_DIR/postgres), which must have none. It is unpacked beside the target and renamed into
 * place only when whole and checked; the first start then replays the WAL it carries.
 */
export async function restoreClusterArchive(file: string, postgresDir: string): Promise<ClusterManifest> {
  const clusterDir = path.join(postgresDir, "cluster");
  if (existsSync(path.join(clusterDir, "PG_VERSION"))) {
    throw new RestoreRefused(
      `the embedded database in ${postgresDir} is not empty (it has a cluster). Restore into a new DATA_DIR, or move ${clusterDir} away; nothing was changed`,
    );
  }
  await mkdir(postgresDir, { recursive: true });
  const staging = path.join(postgresDir, `.restoring-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { mode: 0o700 });
  try {
    await unpack(file, staging);
    const manifest = await readManifest(staging, file);
    await chmod(path.join(staging, "cluster"), 0o700);
    const owner = await postgresUser();
    if (owner) await handOver(path.join(staging, "cluster"), owner);
    if (existsSync(clusterDir)) await rmdir(clusterDir); // empty: PG_VERSION was checked above
    await rename(path.join(staging, "cluster"), clusterDir);
    await copyFile(path.join(staging, "credentials.json"), embeddedCredentialsFile(postgresDir));
    await chmod(embeddedCredentialsFile(postgresDir), 0o600);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Takes a restored cluster back out when it would not start: the data folder is empty again. */
export async function removeRestoredCluster(postgresDir: string): Promise<void> {
  await rm(path.join(postgresDir, "cluster"), { recursive: true, force: true });
  await rm(embeddedCredentialsFile(postgresDir), { force: true });
}

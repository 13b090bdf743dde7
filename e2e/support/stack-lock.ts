import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface E2eStack {
  /** The server, serving the built site. */
  baseUrl: string;
  /** The sandbox partners (SMS and phone sign-in outboxes, payments, games). */
  sandboxUrl: string;
  /** The server's database, for a journey's own accounts and settings. */
  databaseUrl: string;
}

/** The file whose holder has the stack to itself. */
export const stackLockFile = (stack: E2eStack) =>
  path.join(tmpdir(), `jogada-e2e-${new URL(stack.baseUrl).port}.lock`);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Takes the stack's lock file for this process, or clears one whose holder has exited. */
export function claim(stack: E2eStack): boolean {
  const file = stackLockFile(stack);
  try {
    const fd = openSync(file, "wx");
    writeSync(fd, String(process.pid));
    closeSync(fd);
    process.once("exit", () => rmSync(file, { force: true }));
    return true;
  } catch {
    const holder = Number(readFileSync(file, { encoding: "utf8", flag: "a+" }));
    if (!holder || !alive(holder)) rmSync(file, { force: true });
    return false;
  }
}

import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The id of the request whose handler is running, for what is written on its behalf: audit rows
 * and log lines of the server's shared logger. Node keeps it across the handler's awaits; the
 * cost (a promise hook, about 0.3 µs per promise on the reference machine, some 40 promises per
 * seamless wallet call) is well under 1% of a call.
 */
const handling = new AsyncLocalStorage<string>();

/** Runs `next` (the rest of the request's hooks and its handler) under this request id. */
export function runForRequest(requestId: string, next: () => void): void {
  handling.run(requestId, next);
}

/** The request id of the call being handled, or undefined outside one (jobs, command line). */
export function currentRequestId(): string | undefined {
  return handling.getStore();
}

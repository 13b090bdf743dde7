import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.js";
import { checkPublishedDraw } from "../modules/lottery/draw-results-verify.js";

/**
 * `npm run lottery:verify -- <drawId>`: recomputes a house fast draw from what the server
 * publishes (its draw verification call) and checks the beacon round's BLS signature. Or
 * `--file draw.json` (that call's answer, optionally with `tickets`), offline. Exits 0 when
 * everything holds, 1 naming the part that failed, 2 when it cannot check.
 *
 *   --server <url>       the server (default PUBLIC_URL, http://localhost:3000)
 *   --file <path>        a saved draw instead of asking the server
 *   --tickets <path>     a JSON list of the draw's tickets (ticketId, drawId, betType, selection, stakeMinor)
 *   --chain-hash <hex>   the beacon chain (default BEACON_CHAIN_HASH)
 *   --public-key <hex>   its public key (default BEACON_PUBLIC_KEY)
 */
async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      server: { type: "string" },
      file: { type: "string" },
      tickets: { type: "string" },
      "chain-hash": { type: "string" },
      "public-key": { type: "string" },
    },
  });
  const config = loadConfig();
  const chain = {
    chainHash: values["chain-hash"] ?? config.BEACON_CHAIN_HASH,
    publicKey: values["public-key"] ?? config.BEACON_PUBLIC_KEY,
  };
  let draw: Record<string, unknown>;
  if (values.file) {
    draw = JSON.parse(await readFile(values.file, "utf8"));
  } else {
    const [drawId] = positionals;
    if (!drawId) {
      process.stderr.write("usage: npm run lottery:verify -- <drawId> [--server url] | --file draw.json\n");
      return 2;
    }
    const server = (values.server ?? config.PUBLIC_URL).replace(/\/$/, "");
    const response = await fetch(`${server}/lgw/lottery/draws/${encodeURIComponent(drawId)}`, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json()) as {
      success?: boolean;
      value?: Record<string, unknown>;
      message?: string;
    };
    if (!response.ok || !body.value) {
      process.stderr.write(`the server answered ${response.status}: ${body.message ?? "no draw"}\n`);
      return 2;
    }
    draw = body.value;
  }
  if (values.tickets)
    draw = {
      ...("value" in draw ? (draw.value as object) : draw),
      tickets: JSON.parse(await readFile(values.tickets, "utf8")),
    };
  const check = await checkPublishedDraw(draw, chain);
  for (const line of check.lines) process.stdout.write(`${line}\n`);
  process.stdout.write(check.ok ? "draw verified\n" : "draw NOT verified\n");
  return check.ok ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`lottery:verify could not check: ${(error as Error).message}\n`);
    process.exit(2);
  },
);

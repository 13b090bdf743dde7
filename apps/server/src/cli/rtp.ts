import { createHmac, randomBytes } from "node:crypto";
import {
  diceExactRtp,
  exactRtp,
  KENO_RISKS,
  kenoExactRtp,
  PLINKO_RISKS,
  type PlinkoRows,
  plinkoExactRtp,
  SLOT_GAMES,
  simulate,
} from "@jogada/games";

/**
 * `npm run rtp [-- --spins N]`: the exact return of every house game, and for each slot game a
 * simulation (10 million spins by default) through the real provably fair derivation with its
 * 99% confidence interval, which must contain the exact figure.
 */
const spinsArg = process.argv.indexOf("--spins");
const spins = spinsArg > 0 ? Number(process.argv[spinsArg + 1]) : 10_000_000;
if (!Number.isSafeInteger(spins) || spins < 1000) {
  process.stderr.write("--spins must be an integer of at least 1000\n");
  process.exit(2);
}
const pct = (x: number, digits = 4) => `${(x * 100).toFixed(digits)}%`;
const out = (line: string) => process.stdout.write(`${line}\n`);

out("Exact returns (1% house edge where configurable)");
out(
  `  dice: ${pct(diceExactRtp({ target: 5000, direction: "over" }, 100))} (every target: 99% x 10000/10001)`,
);
out("  limbo: 99.0000% at every target (P(result >= M) = 0.99 / M)");
out("  mines: 99.0000% at every cash-out, less the truncation to 4 decimals");
out("  crash: 99.0000% at every cash-out target from 1.01x");
for (const risk of PLINKO_RISKS) {
  const figures = Array.from({ length: 9 }, (_, i) => pct(plinkoExactRtp((i + 8) as PlinkoRows, risk), 2));
  out(`  plinko ${risk.padEnd(6)} rows 8..16: ${figures.join(" ")}`);
}
for (const risk of KENO_RISKS) {
  const figures = Array.from({ length: 10 }, (_, i) => pct(kenoExactRtp(risk, i + 1), 2));
  out(`  keno ${risk.padEnd(7)} picks 1..10: ${figures.join(" ")}`);
}

let failed = false;
for (const game of Object.values(SLOT_GAMES)) {
  const exact = exactRtp(game);
  const serverSeed = randomBytes(32).toString("hex");
  const started = Date.now();
  const result = simulate(game, {
    spins,
    serverSeed,
    clientSeed: "rtp-simulation",
    // Node's native HMAC gives the same bytes as the package's and runs faster.
    mac: (message) => createHmac("sha256", serverSeed).update(message).digest(),
  });
  const inside = exact.rtp >= result.ci99[0] && exact.rtp <= result.ci99[1];
  failed ||= !inside;
  out("");
  out(
    `${game.code}: exact RTP ${pct(exact.rtp)} (lines/ways ${pct(exact.lines)}, scatters ${pct(exact.scatter)}, free spins ${pct(exact.freeSpins)})`,
  );
  out(`  free spins: triggered on ${pct(exact.freeSpinChance, 3)} of paid spins`);
  out(
    `  simulated ${result.spins.toLocaleString("en")} spins in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${pct(result.rtp)}, 99% CI [${pct(result.ci99[0])}, ${pct(result.ci99[1])}], sd ${result.standardDeviation.toFixed(3)}, ` +
      `hit rate ${pct(result.hitRate, 2)}, top win ${result.maxMultiplier}x`,
  );
  out(`  exact RTP inside the interval: ${inside ? "yes" : "NO"}`);
}
process.exit(failed ? 1 : 0);

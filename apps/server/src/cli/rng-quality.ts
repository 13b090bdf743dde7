import { randomBytes } from "node:crypto";
import { ALPHA, runQualitySuite } from "@jogada/games/quality";

/**
 * `npm run rng:quality [-- --bets N] [-- --seed S]`: chi-square, runs and serial-correlation tests
 * of the float derivation and of each game's outcomes, with p-values; exits 1 when any test
 * rejects at 99% confidence. A fresh random server seed unless one is given.
 */
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const bets = Number(arg("--bets") ?? 1_000_000);
const serverSeed = arg("--seed") ?? randomBytes(32).toString("hex");
if (!Number.isSafeInteger(bets) || bets < 1000) {
  process.stderr.write("--bets must be an integer of at least 1000\n");
  process.exit(2);
}
process.stdout.write(`server seed ${serverSeed}, ${bets.toLocaleString("en")} bets per game\n\n`);
const results = runQualitySuite({ serverSeed, clientSeed: "rng-quality", bets });
for (const r of results) {
  const verdict = r.pValue >= ALPHA ? "pass" : "FAIL";
  process.stdout.write(
    `${verdict}  p = ${r.pValue.toFixed(4)}  statistic ${r.statistic.toFixed(4).padStart(10)}  n ${String(r.n).padStart(9)}  ${r.name}\n`,
  );
}
const failures = results.filter((r) => r.pValue < ALPHA).length;
process.stdout.write(
  `\n${results.length - failures}/${results.length} tests pass at 99% confidence` +
    ` (by chance about 1 in 100 tests fails on a random seed; rerun to see it move)\n`,
);
process.exit(failures === 0 ? 0 : 1);

/**
 * `npm run lint` step: no source file (TypeScript, JavaScript, SQL) is longer than 400 lines, so a
 * file stays one thing a reader can hold in mind. Biome's noExcessiveLinesPerFile would do for the
 * code but never sees the SQL files, hence this small script over `git ls-files`.
 * Exit status 1 names every file over the limit.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const MAX_LINES = 400;
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|sql)$/;

/** Files the limit does not apply to, and why. */
const EXCEPTIONS = [
  // Tests read top to bottom as a list of cases; splitting them scatters a module's cases.
  { pattern: /\.(test|e2e)\.tsx?$/, why: "tests" },
  // Seed content is data (demo brand, games, texts), not code.
  { pattern: /(^|\/)seed\//, why: "seed content" },
  // Translations are one table of texts per namespace, PT beside EN.
  { pattern: /(^|\/)(i18n\.tsx?|i18n\/|locales\/)/, why: "translations" },
];

const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
})
  .split("\0")
  .filter((file) => SOURCE.test(file))
  .filter((file) => !EXCEPTIONS.some(({ pattern }) => pattern.test(file)));

const tooLong = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    continue; // deleted in the work tree, not yet in the index
  }
  const lines = text.length === 0 ? 0 : text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
  if (lines > MAX_LINES) tooLong.push({ file, lines });
}

if (tooLong.length > 0) {
  for (const { file, lines } of tooLong.sort((a, b) => b.lines - a.lines)) {
    console.error(`${file}: ${lines} lines (at most ${MAX_LINES}); split it along the lines it already has`);
  }
  process.exit(1);
}
console.log(`file length: ${files.length} source files, none over ${MAX_LINES} lines`);

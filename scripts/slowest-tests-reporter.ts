import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

const SHOWN = 10;

/**
 * After a run of several files, the ten slowest files (importing plus tests and hooks) and the ten
 * slowest tests, and each tier's total of file times (two files run at once, so a tier's wall time is
 * about half its total), so a CI log says where the suite's time goes.
 */
export default class SlowestTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    if (testModules.length < 2) return;
    const files = testModules.map((module) => {
      const d = module.diagnostic();
      return {
        tier: module.project.name,
        name: `${module.project.name} ${path.relative(process.cwd(), module.moduleId)}`,
        ms: d.collectDuration + d.setupDuration + d.prepareDuration + d.duration,
      };
    });
    const tests = testModules.flatMap((module) =>
      Array.from(module.children.allTests(), (test) => ({
        name: `${path.relative(process.cwd(), module.moduleId)} > ${test.fullName}`,
        ms: test.diagnostic()?.duration ?? 0,
      })),
    );
    const print = (title: string, rows: { name: string; ms: number }[]) => {
      console.log(`\n ${title}`);
      for (const row of rows.sort((a, b) => b.ms - a.ms).slice(0, SHOWN))
        console.log(`${(row.ms / 1000).toFixed(1).padStart(8)} s  ${row.name}`);
    };
    print(`Slowest files (of ${files.length})`, files);
    print(`Slowest tests (of ${tests.length})`, tests);
    const tiers = new Map<string, number>();
    for (const file of files) tiers.set(file.tier, (tiers.get(file.tier) ?? 0) + file.ms);
    console.log(`\n File time per tier`);
    for (const [tier, ms] of tiers) console.log(`${(ms / 1000).toFixed(1).padStart(8)} s  ${tier}`);
  }
}

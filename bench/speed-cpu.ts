/**
 * CPU per call of a path beside the floor's per transfer, from the CPU seconds a `CpuMeter`
 * measured over each drive: where a call's work is done, and how PostgreSQL's share compares with
 * the floor's single-statement transfer.
 */

export interface CpuPerCall {
  serverUs: number;
  postgresUs: number;
  floorClientUs: number;
  floorPostgresUs: number;
  /** PostgreSQL µs per call ÷ the floor's PostgreSQL µs per transfer. */
  postgresRatio: number;
}

const micros = (seconds: number | undefined, count: number) =>
  Math.round(((seconds ?? 0) * 1_000_000) / Math.max(1, count));

export function cpuPerCall(
  path: Record<string, number>,
  calls: number,
  floor: Record<string, number>,
  transfers: number,
): CpuPerCall {
  const postgresUs = micros(path.postgres, calls);
  const floorPostgresUs = micros(floor.postgres, transfers);
  return {
    serverUs: micros(path.server, calls),
    postgresUs,
    floorClientUs: micros(floor.client, transfers),
    floorPostgresUs,
    postgresRatio: Math.round((postgresUs / Math.max(1, floorPostgresUs)) * 100) / 100,
  };
}

export function describeCpu(cpu: CpuPerCall): string {
  return (
    `${String(cpu.serverUs).padStart(6)} · ${String(cpu.postgresUs).padStart(6)}` +
    `  | floor ${String(cpu.floorClientUs).padStart(5)} · ${String(cpu.floorPostgresUs).padStart(5)}` +
    `  | PostgreSQL ÷ floor ${cpu.postgresRatio.toFixed(2)}`
  );
}

/** What the cluster benchmark prints and keeps: one level's figures, and the capacity they imply. */

export interface LevelFigure {
  level: string;
  instances: number;
  roundsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  rounds: number;
  /** Rounds that got no answer (an instance killed under them) and were sent again. */
  failedThenResent: number;
  /** Resent rounds still without an answer after three tries (the partner knows of each). */
  unfinished: number;
  /** Rounds answered OK that the database does not hold closed: must be 0. */
  lost: number;
  /** CPU milliseconds per round of each group of processes (from /proc). */
  cpuMsPerRound: { servers: number; postgres: number; haproxy: number; client: number };
  /** Share of all the machine's cores busy with these processes while the level ran. */
  machineBusy: number;
}

const pad = (value: unknown, width: number) => String(value).padStart(width);

export function printLevel(figure: LevelFigure, throughHaproxyAlone?: LevelFigure): void {
  const cpu = figure.cpuMsPerRound;
  console.log(
    `${figure.level.padEnd(24)} ${pad(figure.roundsPerSecond.toFixed(1), 7)} rounds/s` +
      (throughHaproxyAlone && throughHaproxyAlone.roundsPerSecond > 0
        ? `  x${(figure.roundsPerSecond / throughHaproxyAlone.roundsPerSecond).toFixed(2)} of one via HAProxy`
        : "") +
      `  p50 ${figure.p50Ms} ms  p99 ${figure.p99Ms} ms` +
      `  CPU ms/round: servers ${cpu.servers}, PostgreSQL ${cpu.postgres}, HAProxy ${cpu.haproxy}, client ${cpu.client}` +
      `  cores busy ${Math.round(figure.machineBusy * 100)}%` +
      (figure.failedThenResent || figure.lost
        ? `  resent ${figure.failedThenResent}, lost ${figure.lost}`
        : ""),
  );
}

/** Players at once, and how often each plays a round (a slot spin every few seconds). */
const PLAYERS = 10_000;
const SECONDS_BETWEEN_ROUNDS = 6;
/** Cores are planned at this share busy, leaving room for peaks, jobs and a lost instance. */
const PLANNED_BUSY = 0.6;

/**
 * On paper: rounds per second of 10,000 concurrent players, times the CPU a round costs each
 * process here, at 60% planned load. One Node.js instance runs its JavaScript on one core, so
 * instances = server cores; PostgreSQL's backends spread over the cores it is given.
 */
export function capacityFor(figure: LevelFigure) {
  const roundsPerSecond = PLAYERS / SECONDS_BETWEEN_ROUNDS;
  const cores = (msPerRound: number) => (roundsPerSecond * msPerRound) / 1000 / PLANNED_BUSY;
  const serverCores = cores(figure.cpuMsPerRound.servers);
  const postgresCores = cores(figure.cpuMsPerRound.postgres);
  const haproxyCores = cores(figure.cpuMsPerRound.haproxy);
  const instances = Math.max(2, Math.ceil(serverCores));
  const text =
    `For ${PLAYERS.toLocaleString("en")} concurrent players at one round each ${SECONDS_BETWEEN_ROUNDS} s ` +
    `(${Math.round(roundsPerSecond)} rounds/s), at ${PLANNED_BUSY * 100}% planned load and the CPU per round measured ` +
    `at "${figure.level}": ${serverCores.toFixed(1)} server cores (${instances} instances, at least 2 so one can fail), ` +
    `${postgresCores.toFixed(1)} PostgreSQL cores and ${haproxyCores.toFixed(2)} of a core for HAProxy. The costs are ` +
    "measured with every process sharing this machine's cores, so they include contention; on dedicated cores they are lower.";
  return {
    players: PLAYERS,
    secondsBetweenRounds: SECONDS_BETWEEN_ROUNDS,
    roundsPerSecond: Math.round(roundsPerSecond),
    plannedBusy: PLANNED_BUSY,
    basedOn: figure.level,
    serverCores: Math.round(serverCores * 10) / 10,
    instances,
    postgresCores: Math.round(postgresCores * 10) / 10,
    haproxyCores: Math.round(haproxyCores * 100) / 100,
    text,
  };
}

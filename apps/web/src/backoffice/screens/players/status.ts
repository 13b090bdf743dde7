import type { PlayerStatus } from "@jogada/contracts";

export const statusTone = (status: PlayerStatus) =>
  status === "active" ? "good" : status === "locked" ? "warn" : "bad";

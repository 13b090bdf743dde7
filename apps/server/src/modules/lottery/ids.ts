import { randomBytes } from "node:crypto";

/** Public numbers of tickets, slips and chases: a letter, the time in base 36, 40 random bits. */
export function publicNo(prefix: "T" | "S" | "C"): string {
  return `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString("hex").toUpperCase()}`;
}

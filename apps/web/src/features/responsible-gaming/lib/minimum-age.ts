import { LIMITS } from "@jogada/contracts";

/** The age a player must have reached to register and play. */
export function useMinimumAge(): number {
  return LIMITS.agreementAge;
}

import { calls } from "@jogada/contracts";
import { solveChallenge } from "altcha-lib/v1";
import { forwardRef, useImperativeHandle } from "react";
import { call } from "../../../shared/api/call";

export interface BotCheckHandle {
  /** Solves a fresh proof-of-work challenge and returns the payload the server checks. */
  solve(): Promise<string | undefined>;
}

/**
 * The self-hosted ALTCHA bot check: on submit the browser fetches a signed challenge
 * (`calls.auth.botChallenge`) and finds its number with altcha-lib's solver (Web Crypto); each
 * answer is good for one call, so every submit solves anew. Nothing is shown: the work takes a
 * fraction of a second and needs no interaction.
 */
export const BotCheck = forwardRef<BotCheckHandle>(function BotCheck(_props, ref) {
  useImperativeHandle(ref, () => ({
    async solve() {
      try {
        // The challenge call answers ALTCHA's own object, not the envelope.
        const challenge = await call(calls.auth.botChallenge, {});
        const solution = await solveChallenge(
          challenge.challenge,
          challenge.salt,
          challenge.algorithm,
          challenge.maxnumber,
        ).promise;
        if (!solution) return undefined;
        return btoa(
          JSON.stringify({
            algorithm: challenge.algorithm,
            challenge: challenge.challenge,
            number: solution.number,
            salt: challenge.salt,
            signature: challenge.signature,
          }),
        );
      } catch {
        return undefined;
      }
    },
  }));
  return null;
});

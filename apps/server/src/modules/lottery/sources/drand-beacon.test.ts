import { QUICKNET } from "@jogada/games";
import { describe, expect, it } from "vitest";
import { DEVELOPMENT_DEFAULTS } from "../../../config.js";
import { verifyBeaconRound } from "./drand-beacon.js";
import fixture from "./fixtures/beacon-rounds.json" with { type: "json" };

const sandbox = { chainHash: fixture.sandbox.info.hash, publicKey: fixture.sandbox.info.public_key };
const quicknet = { chainHash: fixture.quicknet.info.hash, publicKey: fixture.quicknet.info.public_key };

describe("beacon rounds verified offline (recorded fixture)", () => {
  it("verifies a real drand quicknet round against quicknet's public key", async () => {
    expect(fixture.quicknet.info.hash).toBe(QUICKNET.chainHash);
    const [round] = fixture.quicknet.rounds;
    expect(await verifyBeaconRound(quicknet, round!, round!.round)).toBe(true);
  });

  it("verifies the sandbox beacon's rounds against the development public key", async () => {
    expect(sandbox).toEqual({
      chainHash: DEVELOPMENT_DEFAULTS.BEACON_CHAIN_HASH,
      publicKey: DEVELOPMENT_DEFAULTS.BEACON_PUBLIC_KEY,
    });
    for (const round of fixture.sandbox.rounds)
      expect(await verifyBeaconRound(sandbox, round, round.round)).toBe(true);
  });

  it("refuses a round signed with another key, another round's signature, or changed randomness", async () => {
    const [round] = fixture.sandbox.rounds;
    expect(await verifyBeaconRound(quicknet, round!, round!.round)).toBe(false);
    const [forged] = fixture.sandbox.forged;
    expect(await verifyBeaconRound(sandbox, forged!, forged!.round)).toBe(false);
    expect(await verifyBeaconRound(sandbox, round!, round!.round + 1)).toBe(false);
    const randomness = `${round!.randomness.slice(0, 63)}${round!.randomness.endsWith("0") ? "1" : "0"}`;
    expect(await verifyBeaconRound(sandbox, { ...round!, randomness }, round!.round)).toBe(false);
    expect(
      await verifyBeaconRound(sandbox, { round: round!.round, randomness: round!.randomness }, round!.round),
    ).toBe(false);
  });
});

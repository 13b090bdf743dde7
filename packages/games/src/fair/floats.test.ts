import { createHash, createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FairStream, generateFloats } from "./floats.js";
import { hmacSha256Hex, sha256Hex } from "./hash.js";
import { referenceFloats } from "./reference.test-helper.js";

describe("provably fair derivation", () => {
  it("hashes like Node's crypto", () => {
    expect(hmacSha256Hex("server", "client:0:0")).toBe(
      createHmac("sha256", "server").update("client:0:0").digest("hex"),
    );
    expect(sha256Hex("seed")).toBe(createHash("sha256").update("seed").digest("hex"));
  });

  it("reads a float as four base-256 digits of one HMAC block", () => {
    const digest = createHmac("sha256", "s3rv3r").update("cl13nt:7:0").digest();
    const expected = digest[0]! / 256 + digest[1]! / 256 ** 2 + digest[2]! / 256 ** 3 + digest[3]! / 256 ** 4;
    expect(generateFloats({ serverSeed: "s3rv3r", clientSeed: "cl13nt", nonce: 7 }, 1)[0]).toBe(expected);
  });

  it("matches the reference for any seeds, nonce, cursor and count, across rounds", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.string({ maxLength: 32 }),
        fc.nat(1_000_000),
        fc.nat(100),
        fc.integer({ min: 1, max: 40 }),
        (serverSeed, clientSeed, nonce, cursor, count) => {
          const ours = generateFloats({ serverSeed, clientSeed, nonce }, count, cursor);
          expect(ours).toEqual(referenceFloats(serverSeed, clientSeed, nonce, count, cursor));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("tracks the cursor and refuses a negative nonce", () => {
    const stream = new FairStream({ serverSeed: "a", clientSeed: "b", nonce: 1 }, 30);
    stream.floats(2);
    expect(stream.cursor).toBe(38);
    expect(() => new FairStream({ serverSeed: "a", clientSeed: "b", nonce: -1 })).toThrow(RangeError);
  });

  it("gives floats in [0, 1)", () => {
    const floats = generateFloats({ serverSeed: "x", clientSeed: "y", nonce: 3 }, 1000);
    expect(floats.every((f) => f >= 0 && f < 1)).toBe(true);
  });
});

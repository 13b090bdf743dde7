import { REDEEM_STATUSES } from "@jogada/contracts";
import { describe, expect, it } from "vitest";
import { pt } from "./i18n";

/* Every language has every text of PT: app/catalogues/completeness.test.ts. */
describe("loyalty texts", () => {
  it("names every redeem status of SPEC §4", () => {
    expect(Object.keys(pt.mall.status).sort()).toEqual([...REDEEM_STATUSES].sort());
  });
});

import { describe, expect, it } from "vitest";
import { memberCentreClosed, onMemberCentreClose } from "../../member-centre/pages";
import { clearPointMall, EMPTY_ADDRESS, getPointMall, setPointMall } from "./point-mall-store";

describe("point mall state", () => {
  it("is cleared when the member centre closes", () => {
    const stop = onMemberCentreClose(clearPointMall);
    setPointMall({ tab: "history", redeeming: 7, address: { ...EMPTY_ADDRESS, fullName: "Maria Silva" } });
    expect(getPointMall()).toMatchObject({ tab: "history", redeeming: 7 });
    memberCentreClosed();
    expect(getPointMall()).toEqual({ tab: "catalogue", redeeming: null, address: EMPTY_ADDRESS });
    stop();
  });
});

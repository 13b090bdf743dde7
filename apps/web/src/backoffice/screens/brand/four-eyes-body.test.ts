import { describe, expect, it } from "vitest";
import { FourEyesBody, fourEyesBody } from "./four-eyes-body";

const accepts = (limit: string) => FourEyesBody.safeParse(fourEyesBody({ limit })).success;

describe("four-eyes amount form", () => {
  it("takes a plain amount with at most two decimals, spaces around it left out", () => {
    expect(accepts("500")).toBe(true);
    expect(accepts(" 1250.5 ")).toBe(true);
    expect(FourEyesBody.parse(fourEyesBody({ limit: " 0.00 " }))).toEqual({ limit: "0.00" });
  });

  it("refuses what is no amount", () => {
    for (const limit of ["", "-1", "abc", "1.234", "1,5"]) expect(accepts(limit), limit).toBe(false);
  });

  it("sends null to go back to the platform default", () => {
    expect(FourEyesBody.parse({ limit: null })).toEqual({ limit: null });
  });
});

import { describe, expect, it } from "vitest";
import { guestRedirect } from "./guest-guard";

const guest = { loginedToHomePage: true, hasToken: false };

describe("guestRedirect", () => {
  it("lets everyone through when the brand does not restrict guests", () => {
    expect(guestRedirect("/live", { loginedToHomePage: false, hasToken: false })).toBeNull();
  });

  it("lets a visitor with a session through", () => {
    expect(guestRedirect("/live", { loginedToHomePage: true, hasToken: true })).toBeNull();
  });

  it("keeps a guest on the guest routes only", () => {
    for (const path of ["/login", "/register", "/register.html", "/helpmc", "/download", "/helpmc/"])
      expect(guestRedirect(path, guest)).toBeNull();
    for (const path of ["/", "/index", "/live", "/down", "/help", "/noticePage"])
      expect(guestRedirect(path, guest)).toBe("/login");
  });
});

import { AVATAR_MAX_BYTES } from "@jogada/contracts";
import { describe, expect, it } from "vitest";
import { avatarFileProblem, avatarUrl } from "./avatar";

describe("avatar address", () => {
  it("points a static choice at the site's picture", () => {
    expect(avatarUrl({ avatarType: "STATIC", avatar: "avatar-3" })).toBe("/images/avatars/avatar-3.svg");
  });

  it("uses the API's address for an upload", () => {
    expect(avatarUrl({ avatarType: "CUSTOM", avatar: "/wps/member/avatar/7?v=1" })).toBe(
      "/wps/member/avatar/7?v=1",
    );
  });

  it("falls back to the default picture for anything unknown", () => {
    expect(avatarUrl(undefined)).toBe("/images/avatars/avatar-1.svg");
    expect(avatarUrl({ avatarType: "STATIC", avatar: "avatar-99" })).toBe("/images/avatars/avatar-1.svg");
    expect(avatarUrl({ avatarType: "CUSTOM", avatar: "https://elsewhere.example/x.png" })).toBe(
      "/images/avatars/avatar-1.svg",
    );
  });
});

describe("avatar upload check", () => {
  it("accepts a PNG or JPG within the limit", () => {
    expect(avatarFileProblem({ type: "image/png", size: 1000 })).toBeUndefined();
    expect(avatarFileProblem({ type: "image/jpeg", size: AVATAR_MAX_BYTES })).toBeUndefined();
  });

  it("refuses other types, empty files and files over the limit", () => {
    expect(avatarFileProblem({ type: "image/gif", size: 1000 })).toBe("type");
    expect(avatarFileProblem({ type: "image/webp", size: 1000 })).toBe("type");
    expect(avatarFileProblem({ type: "image/png", size: 0 })).toBe("empty");
    expect(avatarFileProblem({ type: "image/jpeg", size: AVATAR_MAX_BYTES + 1 })).toBe("size");
  });
});

import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers.js";

describe("security headers", () => {
  it("are helmet's for the options, worked out once", () => {
    const headers = new Map(
      securityHeaders({
        contentSecurityPolicy: {
          directives: { "default-src": ["'self'"], "img-src": ["'self'", "https://assets.example"] },
        },
        crossOriginEmbedderPolicy: false,
      }),
    );
    expect(headers.get("content-security-policy")).toContain("img-src 'self' https://assets.example");
    expect(headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
    expect(headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(headers.has("cross-origin-embedder-policy")).toBe(false);
  });
});

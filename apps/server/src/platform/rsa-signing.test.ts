import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { HUB88_SANDBOX_PRIVATE_KEY } from "../../../sandbox/src/partners/hub88/keys.js";
import { HUB88_DEVELOPMENT_PUBLIC_KEY } from "../hub88-development-keys.js";
import { keyFingerprint, readRsaKey, rsaSign, rsaVerify } from "./rsa-signing.js";

// Hub88's signing (docs.hub88.io, request signing): RSA-SHA256 of the exact body, base64, in
// X-Hub88-Signature. The docs' example body, signed here with the sandbox partner's key: the
// documented signature of that body belongs to Hub88's example key pair, which is not shipped
// here, so the expected value below was made with `openssl dgst -sha256 -sign` and openssl is
// asked again at test time, both ways, on a key made for the run.
const DOCS_EXAMPLE_BODY =
  '{"user":"3nYTOSjdlF6UTz9Ir","country":"XX","currency":"EUR","operator_id":1,"token":"cd6bd8560f3bb8f84325152101adeb45","platform":"GPL_DESKTOP","game_code":"ctl_dragonrising","lang":"en","lobby_url":"https://examplecasino.io","ip":"::ffff:10.0.0.39"}';
const EXPECTED =
  "zQJ2/1CQm96STCBdu3sWXzIyTlYWMADMKJbUhDOnLr00OGmw65xMZlKF4mJQZGCKGsM8yJVw2sZRVLkNhcwgdoSLG+ZKV9HVibIVwrdpmPLZL2NOeblZX7gt/p0W9oSSRFlK2fj+PVvCCgTa9+2x57al2pKH4SP6fzIEHEyr1o1HQ50148vnkmh8ytampYtb1ZVXxFmUePa7TjlDoDXBWj30A/x7tLByAAPrieQT3/o4JMe1CodZZiJSo4j0RR5j8HC0BUa+X7wHRc3wzRKPGwaI7PwgOim5SyKO2kCqvuxh+XoT/c+6dAjLzHXja2KDswFQeIW24JbtnMg/uavKfg==";

const dir = mkdtempSync(path.join(tmpdir(), "rsa-signing-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function openssl(args: string[], input?: string): Buffer {
  return execFileSync("openssl", args, { input, stdio: ["pipe", "pipe", "pipe"] });
}

describe("RSA-SHA256 signatures (X-Hub88-Signature)", () => {
  const privateKey = readRsaKey(HUB88_SANDBOX_PRIVATE_KEY, "private");
  const publicKey = readRsaKey(HUB88_DEVELOPMENT_PUBLIC_KEY, "public");

  it("signs the documentation's example body to the expected signature and verifies it", () => {
    expect(rsaSign(privateKey, DOCS_EXAMPLE_BODY)).toBe(EXPECTED);
    expect(rsaVerify([publicKey], DOCS_EXAMPLE_BODY, EXPECTED)).toBe(true);
  });

  it("refuses a changed body, a changed signature, another key and what is not base64", () => {
    expect(rsaVerify([publicKey], `${DOCS_EXAMPLE_BODY} `, EXPECTED)).toBe(false);
    expect(rsaVerify([publicKey], DOCS_EXAMPLE_BODY, `A${EXPECTED.slice(1)}`)).toBe(false);
    const other = readRsaKey(HUB88_SANDBOX_PRIVATE_KEY.replace(/\n/g, "\\n"), "private");
    expect(keyFingerprint(other)).toBe(keyFingerprint(publicKey));
    expect(rsaVerify([publicKey], DOCS_EXAMPLE_BODY, "not base64!")).toBe(false);
    expect(rsaVerify([publicKey], DOCS_EXAMPLE_BODY, undefined)).toBe(false);
  });

  it("agrees with the openssl command line both ways on a key made for this run", () => {
    const keyFile = path.join(dir, "key.pem");
    const pubFile = path.join(dir, "key.pub");
    openssl(["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048", "-out", keyFile]);
    openssl(["pkey", "-in", keyFile, "-pubout", "-out", pubFile]);
    const body = '{"request_uuid":"583c985f-fee6-4c0e-bbf5-308aad6265af","user":"jg000042","amount":356000}';
    const theirs = openssl(["dgst", "-sha256", "-sign", keyFile], body).toString("base64");
    const ours = rsaSign(readRsaKey(keyFile, "private"), body);
    expect(ours).toBe(theirs);
    expect(rsaVerify([readRsaKey(pubFile, "public")], body, theirs)).toBe(true);
    const sigFile = path.join(dir, "sig.bin");
    writeFileSync(sigFile, Buffer.from(ours, "base64"));
    expect(
      openssl(["dgst", "-sha256", "-verify", pubFile, "-signature", sigFile], body).toString(),
    ).toContain("Verified OK");
    // A rotated key: either of two accepted.
    expect(rsaVerify([publicKey, readRsaKey(readFileSync(pubFile, "utf8"), "public")], body, ours)).toBe(
      true,
    );
  });

  it("reads keys from PEM text or a file and refuses short, non-RSA and unreadable ones", () => {
    const short = path.join(dir, "short.pem");
    openssl(["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:1024", "-out", short]);
    expect(() => readRsaKey(short, "private")).toThrow(/at least 2048/);
    const ec = path.join(dir, "ec.pem");
    openssl(["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", ec]);
    expect(() => readRsaKey(ec, "private")).toThrow(/RSA/);
    expect(() => readRsaKey("/nowhere/key.pem", "public")).toThrow(/neither PEM text nor a readable file/);
    expect(() => readRsaKey("-----BEGIN PUBLIC KEY-----\nxx\n-----END PUBLIC KEY-----", "public")).toThrow(
      /not a readable public key/,
    );
  });
});

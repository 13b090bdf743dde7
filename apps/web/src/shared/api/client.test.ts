import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, apiSession, isSessionGone, onSessionGone } from "./client";

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

describe("a session refused by the server", () => {
  let listener: ReturnType<typeof vi.fn<() => void>>;
  let stop: () => void;

  beforeEach(() => {
    vi.stubGlobal("window", { location: { origin: "http://site.test" } });
    apiSession.token = "token-1";
    listener = vi.fn<() => void>(() => {
      // What the site does: the session is cleared.
      apiSession.token = null;
    });
    stop = onSessionGone(listener);
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
    apiSession.token = null;
  });

  it("tells the watcher once and still rejects the call", async () => {
    const gone = {
      success: false,
      errorCode: "login.not.session",
      message: "Você não está conectado, faça login.",
    };
    vi.stubGlobal("fetch", answer(401, gone));
    const first = api("/wps/member/info");
    const second = api("/wps/v2/wallets/balance");
    const [a, b] = await Promise.allSettled([first, second]);
    expect(a.status).toBe("rejected");
    expect(b.status).toBe("rejected");
    expect(isSessionGone((a as PromiseRejectedResult).reason)).toBe(true);
    // Both calls carried the same token; the second answer came after the session was cleared.
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("treats user.or.token.invalid the same way", async () => {
    vi.stubGlobal("fetch", answer(401, { success: false, errorCode: "user.or.token.invalid", message: "" }));
    await expect(api("/wps/member/info")).rejects.toBeInstanceOf(ApiError);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("ignores other refusals and calls made without a token", async () => {
    vi.stubGlobal("fetch", answer(401, { success: false, errorCode: "login.failed", message: "" }));
    await expect(api("/wps/session/login", { method: "POST", body: {} })).rejects.toBeInstanceOf(ApiError);
    vi.stubGlobal(
      "fetch",
      answer(422, { success: false, errorCode: "payment.password.invalid", message: "" }),
    );
    await expect(api("/wps/member/password/payment", { method: "POST", body: {} })).rejects.toThrow();
    apiSession.token = null;
    vi.stubGlobal("fetch", answer(401, { success: false, errorCode: "login.not.session", message: "" }));
    await expect(api("/wps/member/info")).rejects.toBeInstanceOf(ApiError);
    expect(listener).not.toHaveBeenCalled();
  });

  it("sends a file upload as multipart, not JSON", async () => {
    const fetch = answer(200, {
      success: true,
      value: { avatarType: "CUSTOM", avatar: "/wps/member/avatar/1" },
    });
    vi.stubGlobal("fetch", fetch);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" }), "me.png");
    await api("/wps/member/info/icon", { method: "POST", body: form });
    const init = (fetch.mock.calls[0] as unknown as [URL, RequestInit])[1];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
    expect((init.headers as Record<string, string>).Authorization).toBe("token-1");
  });
});

describe("a refusal naming its field", () => {
  beforeEach(() => vi.stubGlobal("window", { location: { origin: "http://site.test" } }));
  afterEach(() => vi.unstubAllGlobals());

  it("carries the field the server named, so a form can put the message on it", async () => {
    vi.stubGlobal(
      "fetch",
      answer(422, {
        success: false,
        errorCode: "lottery.odds.rtp",
        message: "The return of lo2 is 101.20%, above the maximum of 99.50%.",
        field: "odds.lo2",
      }),
    );
    const error = await api<never>("/ops/lottery/odds/vn-north", { method: "PUT", body: {} }).catch(
      (e: ApiError) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.field).toBe("odds.lo2");
    expect(error.errorCode).toBe("lottery.odds.rtp");
  });

  it("leaves the field empty when the answer names none", async () => {
    vi.stubGlobal("fetch", answer(409, { success: false, errorCode: "idempotency.key.reused", message: "" }));
    const error = await api<never>("/wps/relay/DPS_createDeposit", { method: "POST", body: {} }).catch(
      (e: ApiError) => e,
    );
    expect(error.field).toBeUndefined();
  });
});

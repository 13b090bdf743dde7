import { decryptServicePath, ERRORS, findWhitelabelNode } from "@jogada/contracts";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { BrandService } from "../brand/service.js";
import { ContentService } from "./service.js";

describe("content calls", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "true" });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  describe("announcements", () => {
    it("answers the brand's default type (banners) when no type is asked", async () => {
      const res = await get("/wps/relay/MCSFE_getListAnnouncements?platform=W");
      expect(res.statusCode).toBe(200);
      const { value } = res.json();
      expect(value.player).toEqual([]);
      expect(value.popup).toEqual([]);
      const groups = value.banners.map((b: { groupName: string }) => b.groupName);
      expect(groups.filter((g: string) => g === "index")).toHaveLength(4);
      expect(groups).toContain("w_login");
      expect(groups).toContain("w_register");
      expect(value.banners[0]).toMatchObject({
        title: "Bem-vindo à Jogada",
        url: "/images/banners/home-1.svg",
        linkType: "P",
        link: "/promotions",
        game: null,
      });
    });

    it("answers every asked type, texts in the request's language", async () => {
      const res = await get("/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR", { language: "EN" });
      const { value } = res.json();
      expect(value.banners[0].title).toBe("Welcome to Jogada");
      expect(value.player).toHaveLength(15);
      expect(value.player[0].title).toBe("Scheduled maintenance next Tuesday");
      expect(new Date(value.player[0].date).getTime()).toBeGreaterThan(
        new Date(value.player[1].date).getTime(),
      );
      expect(value.popup).toHaveLength(1);
      expect(value.popup[0].content).toContain("<strong>100% bonus</strong>");
      // The welcome popup leads to the page of the promotion it offers.
      const { rows } = await t.pool.query<{ id: string }>(
        "select id from promotions where merchant_code = 'jogada' and seed_key = 'promotion-first-deposit'",
      );
      expect(value.popup[0]).toMatchObject({ linkType: "P", link: `/promoDetail?id=${rows[0]!.id}` });
      expect(value.promotion.map((p: { title: string }) => p.title)).toEqual([
        "100% on your first deposit",
        "5% weekly lottery cashback",
      ]);
    });

    it("answers only the home headline notices for H and lets the language query win", async () => {
      const res = await get("/wps/relay/MCSFE_getListAnnouncements?types=H&language=PT", { language: "EN" });
      const { value } = res.json();
      expect(value.banners).toEqual([]);
      expect(value.player.map((n: { title: string }) => n.title)).toEqual([
        "Manutenção programada na próxima terça-feira",
        "Bônus de boas-vindas de 100%",
        "Novas mesas de bacará ao vivo",
      ]);
    });

    it("refuses an unknown type naming the field", async () => {
      const res = await get("/wps/relay/MCSFE_getListAnnouncements?types=B,XX", { language: "EN" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: "request.invalid",
        field: "types",
        message: "Invalid request: check the field types.",
      });
    });

    it("sanitizes HTML on the way in and leaves out what is not live yet or expired", async () => {
      const content = new ContentService(t.pool);
      await content.createAnnouncement("jogada", {
        kind: "notice",
        publishedAt: new Date(Date.now() + 60_000),
        texts: { PT: { title: "Futuro", content: "<p>depois</p>" } },
      });
      await content.createAnnouncement("jogada", {
        kind: "notice",
        publishedAt: new Date(Date.now() - 120_000),
        endsAt: new Date(Date.now() - 60_000),
        texts: { PT: { title: "Expirado", content: "<p>antes</p>" } },
      });
      const id = await content.createAnnouncement("jogada", {
        kind: "notice",
        texts: {
          PT: { title: "<b>Aviso</b> novo", content: '<p onclick="x()">Olá<script>alert(1)</script></p>' },
        },
      });
      const stored = await t.pool.query(
        "select title, content from announcement_texts where announcement_id = $1",
        [id],
      );
      expect(stored.rows[0]).toEqual({ title: "Aviso novo", content: "<p>Olá</p>" });

      // No EN text: the brand's default language (PT) is used.
      const res = await get("/wps/relay/MCSFE_getListAnnouncements?types=PL", { language: "EN" });
      const titles = res.json().value.player.map((n: { title: string }) => n.title);
      expect(titles[0]).toBe("Aviso novo");
      expect(titles).not.toContain("Futuro");
      expect(titles).not.toContain("Expirado");
      await t.pool.query("delete from announcements where id = $1", [id]);
    });
  });

  describe("notice page", () => {
    it("pages the notices 9 at a time, newest first", async () => {
      const first = (await get("/wps/relay/MCSFE_getNoticeList")).json().value;
      expect(first).toMatchObject({ total: 15, totalPages: 2, page: 1 });
      expect(first.list).toHaveLength(9);
      expect(first.list[0]).toMatchObject({ title: "Manutenção programada na próxima terça-feira" });
      expect(first.list[0].date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      const second = (await get("/wps/relay/MCSFE_getNoticeList?page=2&size=9", { language: "EN" })).json()
        .value;
      expect(second.list).toHaveLength(6);
      expect(second.list.at(-1).title).toBe("Jogada is live");
      const ids = new Set([...first.list, ...second.list].map((n: { id: number }) => n.id));
      expect(ids.size).toBe(15);
    });

    it("refuses a bad page naming the field", async () => {
      const res = await get("/wps/relay/MCSFE_getNoticeList?page=0");
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: "request.invalid", field: "page" });
      expect((await get("/wps/relay/MCSFE_getNoticeList?size=abc")).json().field).toBe("size");
    });
  });

  describe("help centre", () => {
    it("answers the tree with footer menu entries, in the request's language", async () => {
      const pt = (await get("/wps/system/helpCenter")).json().value;
      const menu = pt
        .filter((e: { menuType: string }) => e.menuType === "menu")
        .map((e: { title: string }) => e.title);
      expect(menu).toEqual([
        "Sobre a empresa",
        "Fale conosco",
        "Termos e condições gerais",
        "Jogo responsável",
        "Política de privacidade",
        "Afiliados",
        "Política de reembolso",
      ]);
      const agreement = pt.find((e: { tag: string }) => e.tag === "agreement");
      expect(agreement.content).toContain("18 anos");
      const faqs = pt.find((e: { tag: string }) => e.tag === "faqs");
      expect(faqs.children.length).toBe(3);

      const en = (await get("/wps/system/helpCenter?tag=deposit", { language: "EN" })).json().value;
      expect(en).toHaveLength(1);
      expect(en[0].title).toBe("Deposits");
      expect(en[0].children.map((c: { title: string }) => c.title)).toEqual([
        "How to deposit",
        "My deposit has not arrived",
      ]);
    });

    it("refuses an unknown tag", async () => {
      const res = await get("/wps/system/helpCenter?tag=nothing");
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe("tag");
    });
  });

  it("answers the domain routes, fastest first", async () => {
    const res = await get("/wps/system/domainRoute");
    expect(res.json().value.domainList).toEqual([
      { domain: "localhost:3000", speed: 12 },
      { domain: "127.0.0.1:3000", speed: 15 },
    ]);
  });

  it("answers every country with its dialing code, named in the request's language", async () => {
    const pt = (await get("/wps/system/countries")).json().value.countries;
    expect(pt.length).toBeGreaterThan(230);
    expect(pt.find((c: { countryCode: string }) => c.countryCode === "BR")).toEqual({
      countryCode: "BR",
      countryDialingCode: "+55",
      name: "Brasil",
    });
    expect(pt.find((c: { countryCode: string }) => c.countryCode === "DE").name).toBe("Alemanha");
    const en = (await get("/wps/system/countries", { language: "EN" })).json().value.countries;
    expect(en.find((c: { countryCode: string }) => c.countryCode === "DE").name).toBe("Germany");
    expect(en.find((c: { countryCode: string }) => c.countryCode === "PH").countryDialingCode).toBe("+63");
  });

  it("answers the customer-service addresses with the chat addresses encrypted", async () => {
    const res = await get("/wps/system/customerService");
    const list = res.json().value.version.pathList as { type: number; path: string; encrypted: boolean }[];
    const chat = list.find((e) => e.type === 3);
    expect(chat?.encrypted).toBe(true);
    expect(chat?.path).not.toContain("livechat");
    expect(await decryptServicePath(chat?.path ?? "")).toBe("http://127.0.0.1:3001/livechat");
    expect(await decryptServicePath(list.find((e) => e.type === 4)?.path ?? "")).toBe(
      "http://127.0.0.1:3001/livechat?vip=1",
    );
    expect(list.find((e) => e.type === 1)).toMatchObject({
      path: "https://wa.me/5511999990000",
      encrypted: false,
    });
    expect(list.find((e) => e.type === 2)).toMatchObject({
      path: "https://t.me/jogada_support",
      encrypted: false,
    });
    // A fresh key each time.
    const again = (await get("/wps/system/customerService")).json().value.version.pathList;
    expect(again.find((e: { type: number }) => e.type === 3).path).not.toBe(chat?.path);
  });

  it("answers the resources and the register rules", async () => {
    const resources = (await get("/wps/system/resources")).json().value.resources;
    expect(resources.map((r: { resourceType: string }) => r.resourceType)).toEqual([
      "IOS",
      "IOS_CONFIG",
      "ANDROID",
    ]);
    const rules = (await get("/wps/system/setting/register")).json().value.rules;
    expect(rules.find((r: { key: string }) => r.key === "password")).toMatchObject({
      patternId: 4,
      minLength: 6,
      maxLength: 12,
    });
  });

  it("lists every content call in the API documentation", async () => {
    const paths = Object.keys((await get("/docs/json")).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/wps/relay/MCSFE_getListAnnouncements",
        "/wps/relay/MCSFE_getNoticeList",
        "/wps/system/helpCenter",
        "/wps/system/domainRoute",
        "/wps/system/countries",
        "/wps/system/customerService",
        "/wps/system/resources",
        "/wps/system/setting/register",
      ]),
    );
  });

  describe("gates", () => {
    const gated = [
      "/wps/relay/MCSFE_getListAnnouncements",
      "/wps/relay/MCSFE_getNoticeList",
      "/wps/system/helpCenter",
      "/wps/system/domainRoute",
      "/wps/system/countries",
    ];
    const open = ["/wps/system/customerService", "/wps/system/resources"];
    const brands = () => new BrandService(t.pool, "jogada");
    const setModule = (modId: string, on: boolean) =>
      brands().update("jogada", "test", `module ${modId}`, (config) => {
        const node = findWhitelabelNode(config.whitelabel, modId);
        if (!node) throw new Error(modId);
        node.enabled = on ? "1" : "0";
        return config;
      });
    const setMaintenance = (enabled: boolean) =>
      brands().update("jogada", "test", "maintenance", (config) => ({
        ...config,
        maintenance: { ...config.maintenance, enabled },
      }));
    /** The server drops its cached brand when PostgreSQL's notification arrives, a moment after commit. */
    const expectStatus = (url: string, status: number, headers: Record<string, string> = {}) =>
      vi.waitFor(
        async () => {
          expect((await get(url, headers)).statusCode).toBe(status);
        },
        { timeout: 5000, interval: 20 },
      );

    it("answers function.not.available in PT and EN when the module is switched off", async () => {
      await setModule("COMM3", false);
      try {
        await expectStatus(gated[0] as string, 403);
        for (const url of gated) {
          const pt = await get(url);
          expect(pt.statusCode, url).toBe(403);
          expect(pt.json()).toMatchObject({
            errorCode: "function.not.available",
            message: ERRORS["function.not.available"].PT,
          });
          expect((await get(url, { language: "EN" })).json().message).toBe("This function is not available.");
        }
        for (const url of open) expect((await get(url)).statusCode, url).toBe(200);
        expect((await get("/wps/system/setting/register")).statusCode).toBe(200);
      } finally {
        await setModule("COMM3", true);
      }
      await expectStatus(gated[0] as string, 200);

      await setModule("REG3", false);
      try {
        await expectStatus("/wps/system/setting/register", 403);
      } finally {
        await setModule("REG3", true);
      }
      await expectStatus("/wps/system/setting/register", 200);
    });

    it("answers system.maintenance during maintenance, keeping status and contact available", async () => {
      await setMaintenance(true);
      try {
        await expectStatus(gated[0] as string, 503);
        for (const url of [...gated, "/wps/system/setting/register"]) {
          const res = await get(url, { language: "EN" });
          expect(res.statusCode, url).toBe(503);
          expect(res.json()).toMatchObject({
            errorCode: "system.maintenance",
            message: "The system is under maintenance. Please try again later.",
          });
        }
        expect((await get(gated[1] as string)).json().message).toBe(ERRORS["system.maintenance"].PT);
        expect((await get("/wps/system/status")).json().value.status).toBe(1);
        for (const url of open) expect((await get(url)).statusCode, url).toBe(200);
      } finally {
        await setMaintenance(false);
      }
      await expectStatus(gated[0] as string, 200);
    });

    it("answers access.restricted to a blocked country, keeping status and contact available", async () => {
      const us = { "x-forwarded-for": "8.8.8.8", language: "EN" };
      expect((await get("/wps/system/status", us)).json().value).toMatchObject({ status: 2 });
      for (const url of [...gated, "/wps/system/setting/register"]) {
        const res = await get(url, us);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toMatchObject({
          errorCode: "access.restricted",
          message: "Access restricted by IP or location.",
        });
      }
      for (const url of open) expect((await get(url, us)).statusCode, url).toBe(200);
      // A visitor from an allowed country is let through.
      expect((await get(gated[0] as string, { "x-forwarded-for": "200.147.67.142" })).statusCode).toBe(200);
    });
  });
});

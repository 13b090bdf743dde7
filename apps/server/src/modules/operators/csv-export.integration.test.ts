import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffToken } from "../../../test/staff.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

const PLAYERS = 120_000;

let t: TestApp;
let url: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  admin = await staffToken(t, "ops.export");
  await t.pool.query(
    `insert into members (merchant_code, username, nickname, password_hash)
     select 'jogada', 'export' || i, 'Export, "quoted" ' || i, 'x' from generate_series(1, $1::int) as i`,
    [PLAYERS],
  );
});
afterAll(async () => {
  await t.close();
});

describe("players CSV export", () => {
  it("streams a very large list through a cursor, a batch at a time, every row once", async () => {
    const res = await fetch(`${url}/ops/players/export.csv?q=export&field=username`, {
      headers: { authorization: admin },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let lines = 0;
    let tail = "";
    let first: string | undefined;
    const take = (chunk: Uint8Array) => {
      const text = tail + decoder.decode(chunk, { stream: true });
      const parts = text.split("\r\n");
      tail = parts.pop() ?? "";
      if (first === undefined && lines + parts.length > 1) first = parts[1 - lines];
      lines += parts.length;
    };
    const head = await reader.read();
    if (head.value) take(head.value);
    // With the reader paused, the server holds an open cursor, fetched in batches: not the whole list.
    await expect
      .poll(
        async () =>
          (
            await t.pool.query<{ state: string }>(
              "select state from pg_stat_activity where query like 'fetch % from export_cursor'",
            )
          ).rows[0]?.state,
      )
      .toBe("idle in transaction");
    expect(lines).toBeLessThan(PLAYERS);
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      take(value);
    }
    // The header, then one line per player; a name with a comma and quotes stays one cell.
    expect(lines).toBe(PLAYERS + 1);
    expect(first).toMatch(/^\d+,jogada,export1,"Export, ""quoted"" 1",/);
    // The cursor's transaction is over once the last row is sent.
    await expect
      .poll(
        async () =>
          (
            await t.pool.query(
              "select count(*)::int as n from pg_stat_activity where query like 'fetch % from export_cursor' and state = 'idle in transaction'",
            )
          ).rows[0].n,
      )
      .toBe(0);
  });

  it("finds players by any field among them through the same search the export uses", async () => {
    const search = async (q: string, field?: string) =>
      (
        await fetch(`${url}/ops/players?q=${encodeURIComponent(q)}${field ? `&field=${field}` : ""}`, {
          headers: { authorization: admin },
        })
      ).json() as Promise<{ value: { total: number; list: { username: string }[] } }>;
    expect((await search("export119999")).value).toMatchObject({
      total: 1,
      list: [{ username: "export119999" }],
    });
    expect((await search('quoted" 119999')).value.list.map((p) => p.username)).toEqual(["export119999"]);
    const byId = await t.pool.query<{ id: string }>("select id from members where username = 'export7'");
    expect((await search(byId.rows[0]!.id, "id")).value.list.map((p) => p.username)).toEqual(["export7"]);
  });
});

import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { withDatabase } from "../../test/databases.js";
import { BrandService } from "../modules/brand/service.js";
import { createPool } from "../platform/db.js";
import { migrate } from "../platform/migrate.js";
import { seedDemo } from "./index.js";

describe("the demo seed", () => {
  it("seeds once when three instances start together on an empty database", async () => {
    const admin = inject("adminDatabaseUrl");
    const name = `${inject("templateDatabase").replace("_tpl_", "_t_")}_seed_${randomBytes(3).toString("hex")}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database "${name}"`).finally(() => client.end());
    const url = withDatabase(admin, name);
    const pools = [1, 2, 3].map(() => createPool(url, 3));
    try {
      await migrate(pools[0]!);
      const seeded = await Promise.allSettled(
        pools.map((pool) => seedDemo({ pool, brands: new BrandService(pool, "jogada") })),
      );
      expect(seeded.map((s) => (s.status === "rejected" ? String(s.reason) : "ok"))).toEqual([
        "ok",
        "ok",
        "ok",
      ]);
      const { rows } = await pools[0]!.query<{ n: string }>("select count(*) as n from domain_routes");
      expect(Number(rows[0]!.n)).toBe(2);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });
});

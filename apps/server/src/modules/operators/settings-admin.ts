import { type BrandConfig, findWhitelabelNode, type ModuleId } from "@jogada/contracts";
import { ZodError } from "zod";
import { writeAudit } from "../../platform/audit-log.js";
import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";

/** Replaces an existing value by dot path only: a mistyped key would be dropped by validation. */
function replaceValue(config: BrandConfig, dotPath: string, value: unknown): BrandConfig {
  if (!/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/.test(dotPath) || dotPath === "merchantCode") {
    throw new AppError("operator.brand.invalid", { detail: dotPath }, { field: "path" });
  }
  const keys = dotPath.split(".");
  const last = keys.pop() as string;
  let parent: unknown = config;
  for (const key of keys) {
    if (parent === null || typeof parent !== "object" || !Object.hasOwn(parent, key)) parent = undefined;
    else parent = (parent as Record<string, unknown>)[key];
  }
  if (parent === null || typeof parent !== "object" || !Object.hasOwn(parent, last)) {
    throw new AppError("operator.brand.invalid", { detail: dotPath }, { field: "path" });
  }
  (parent as Record<string, unknown>)[last] = value;
  return config;
}

/** Brand settings (module tree, maintenance, countries, any value) and the games catalogue switches. */
export class SettingsAdmin {
  constructor(private readonly ctx: AppContext) {}

  async brands() {
    const codes = await this.ctx.brands.merchants();
    const loaded = await Promise.all(codes.map((code) => this.ctx.brands.get(code)));
    return loaded.flatMap((b) =>
      b
        ? [
            {
              merchantCode: b.config.merchantCode,
              name: b.config.name,
              currency: b.config.currency.code,
              maintenance: b.config.maintenance.enabled,
            },
          ]
        : [],
    );
  }

  async brand(merchantCode: string) {
    const brand = await this.ctx.brands.get(merchantCode);
    if (!brand) throw new AppError("merchant.unknown");
    return { merchantCode, config: brand.config as unknown as Record<string, unknown> };
  }

  /** One validated change: nothing is saved when the result is not a valid configuration. */
  private async change(
    staff: string,
    merchantCode: string,
    action: string,
    apply: (config: BrandConfig) => BrandConfig,
    detail: Record<string, unknown>,
  ) {
    if (!(await this.ctx.brands.get(merchantCode))) throw new AppError("merchant.unknown");
    try {
      const config = await this.ctx.brands.update(
        merchantCode,
        `operator:${staff}`,
        `brand.${action}`,
        apply,
        detail,
      );
      return { merchantCode, config: config as unknown as Record<string, unknown> };
    } catch (error) {
      if (error instanceof ZodError) {
        const detailText = error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
        throw new AppError("operator.brand.invalid", { detail: detailText.slice(0, 300) });
      }
      throw error;
    }
  }

  setModule(staff: string, merchantCode: string, modId: ModuleId, enabled: boolean) {
    return this.change(
      staff,
      merchantCode,
      "module",
      (config) => {
        const node = findWhitelabelNode(config.whitelabel, modId);
        if (!node) throw new AppError("operator.brand.invalid", { detail: modId }, { field: "modId" });
        node.enabled = enabled ? "1" : "0";
        return config;
      },
      { modId, enabled },
    );
  }

  setMaintenance(
    staff: string,
    merchantCode: string,
    input: { on: boolean; noticePt: string; noticeEn: string },
  ) {
    return this.change(
      staff,
      merchantCode,
      "maintenance",
      (config) => {
        const notice = config.maintenance.notice;
        const PT = input.noticePt || notice.PT;
        const EN = input.noticeEn || notice.EN;
        // The other languages translate the PT and EN notice: kept while it stands, dropped (the
        // brand's default then answers) once staff rewrite it, so no reader gets an old notice.
        const rewritten = PT !== notice.PT || EN !== notice.EN;
        return {
          ...config,
          maintenance: { enabled: input.on, notice: rewritten ? { PT, EN } : notice },
        };
      },
      { ...input },
    );
  }

  setCountries(staff: string, merchantCode: string, input: { allowed: string[]; blocked: string[] }) {
    const allowed = [...new Set(input.allowed)];
    const blocked = [...new Set(input.blocked)];
    return this.change(
      staff,
      merchantCode,
      "countries",
      (config) => ({ ...config, countries: { ...config.countries, allowed, blocked } }),
      { allowed, blocked },
    );
  }

  setValue(staff: string, merchantCode: string, path: string, value: unknown) {
    return this.change(staff, merchantCode, "set", (config) => replaceValue(config, path, value), {
      path,
      value,
    });
  }

  async vendors() {
    const { rows } = await this.ctx.pool.query<{
      code: string;
      name: string;
      enabled: boolean;
      sort_order: number;
      games: string;
    }>(
      `select v.code, v.name, v.enabled, v.sort_order,
              (select count(*) from games g where g.vendor_code = v.code and g.removed_at is null) as games
         from game_vendors v where v.removed_at is null order by v.sort_order, v.code`,
    );
    return rows.map((v) => ({
      code: v.code,
      name: v.name,
      enabled: v.enabled,
      sortOrder: v.sort_order,
      games: Number(v.games),
    }));
  }

  async updateVendor(
    staff: string,
    ip: string,
    vendor: string,
    change: { enabled?: boolean | undefined; sortOrder?: number | undefined },
  ) {
    await withTransaction(this.ctx.pool, async (tx) => {
      const before = await tx.query<{ enabled: boolean; sort_order: number }>(
        "select enabled, sort_order from game_vendors where code = $1 and removed_at is null for update",
        [vendor],
      );
      if (!before.rows[0]) throw new AppError("operator.vendor.not.found");
      const after = await tx.query<{ enabled: boolean; sort_order: number }>(
        `update game_vendors set enabled = coalesce($2, enabled), sort_order = coalesce($3, sort_order),
           ops_override = ops_override or $3::int is not null, updated_at = now()
         where code = $1 returning enabled, sort_order`,
        [vendor, change.enabled ?? null, change.sortOrder ?? null],
      );
      await writeAudit(tx, {
        actor: `operator:${staff}`,
        action: "games.vendor.update",
        ip,
        detail: { vendor },
        before: before.rows[0],
        after: after.rows[0],
      });
    });
    return this.vendors();
  }

  private gameValue(g: {
    id: string;
    vendor_code: string;
    game_code: string;
    name: string;
    game_type: string;
    enabled: boolean;
    is_hot: boolean;
    sort_order: number;
  }) {
    return {
      id: g.id,
      vendor: g.vendor_code,
      code: g.game_code,
      name: g.name,
      gameType: g.game_type,
      enabled: g.enabled,
      hot: g.is_hot,
      sortOrder: g.sort_order,
    };
  }

  async games(query: { vendor?: string | undefined; q?: string | undefined; page: number; size: number }) {
    const params: unknown[] = [];
    const add = (v: unknown) => `$${params.push(v)}`;
    const clauses = ["g.removed_at is null"];
    if (query.vendor) clauses.push(`g.vendor_code = ${add(query.vendor)}`);
    if (query.q) {
      const like = add(`%${query.q.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`);
      clauses.push(`(lower(g.name) like ${like} or lower(g.game_code) like ${like})`);
    }
    const where = clauses.join(" and ");
    const n = params.length;
    const columns =
      "g.id, g.vendor_code, g.game_code, g.name, g.game_type, g.enabled, g.is_hot, g.sort_order";
    const [rows, count] = await Promise.all([
      this.ctx.pool.query(
        `select ${columns} from games g where ${where} order by g.vendor_code, g.sort_order, g.id
          limit $${n + 1} offset $${n + 2}`,
        [...params, query.size, (query.page - 1) * query.size],
      ),
      this.ctx.pool.query<{ n: string }>(`select count(*) as n from games g where ${where}`, params),
    ]);
    const total = Number(count.rows[0]?.n ?? 0);
    return {
      list: rows.rows.map((g) => this.gameValue(g)),
      total,
      totalPages: Math.ceil(total / query.size),
      page: query.page,
    };
  }

  async updateGame(
    staff: string,
    ip: string,
    gameId: number,
    change: { enabled?: boolean | undefined; hot?: boolean | undefined; sortOrder?: number | undefined },
  ) {
    return withTransaction(this.ctx.pool, async (tx) => {
      const columns = "id, vendor_code, game_code, name, game_type, enabled, is_hot, sort_order";
      const before = await tx.query(
        `select ${columns} from games where id = $1 and removed_at is null for update`,
        [gameId],
      );
      if (!before.rows[0]) throw new AppError("operator.game.not.found");
      const after = await tx.query(
        `update games set enabled = coalesce($2, enabled), is_hot = coalesce($3, is_hot),
           sort_order = coalesce($4, sort_order),
           ops_override = ops_override or $3::boolean is not null or $4::int is not null, updated_at = now()
         where id = $1 returning ${columns}`,
        [gameId, change.enabled ?? null, change.hot ?? null, change.sortOrder ?? null],
      );
      const value = this.gameValue(after.rows[0]);
      await writeAudit(tx, {
        actor: `operator:${staff}`,
        action: "games.game.update",
        ip,
        detail: { gameId: String(gameId) },
        before: this.gameValue(before.rows[0]),
        after: value,
      });
      return value;
    });
  }
}

import { formatMoney, type PlayerStatus } from "@jogada/contracts";
import { writeAudit } from "../../platform/audit-log.js";
import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { assertNotOwnAccount } from "./own-account.js";
import * as repo from "./players-repository.js";

const STATUS_CODE: Record<PlayerStatus, number> = { active: 0, locked: 1, disabled: 2 };
const STATUS_NAME: PlayerStatus[] = ["active", "locked", "disabled"];

const paged = <T>(list: T[], total: number, page: number, size: number) => ({
  list,
  total,
  totalPages: Math.ceil(total / size),
  page,
});

/**
 * Players as staff see them: search on any field paged on the server, profile, status with a
 * reason (locked or disabled players cannot log in and games take no stake from them), notes,
 * labels, bets and sessions.
 */
export class PlayersService {
  constructor(private readonly ctx: AppContext) {}

  private async decimals(merchant: string): Promise<{ decimals: number; currency: string }> {
    const brand = await this.ctx.brands.get(merchant);
    return { decimals: brand?.config.currency.decimals ?? 2, currency: brand?.config.currency.code ?? "" };
  }

  private async row(row: repo.PlayerRow) {
    const { decimals } = await this.decimals(row.merchant_code);
    return {
      id: row.id,
      merchantCode: row.merchant_code,
      username: row.username,
      name: row.nickname,
      email: row.email,
      phone: row.mobile ? `${row.country_dialing_code ?? ""}${row.mobile}` : null,
      status: STATUS_NAME[row.status] ?? "disabled",
      labels: row.labels ?? [],
      vipLevel: 0,
      balance: formatMoney(BigInt(row.balance ?? "0"), decimals),
      createdAt: row.created_at.toISOString(),
      lastLoginAt: row.last_login_at?.toISOString() ?? null,
    };
  }

  filterOf(query: {
    q?: string | undefined;
    field: repo.PlayerFilter["field"];
    status?: PlayerStatus | undefined;
    merchantCode?: string | undefined;
  }): repo.PlayerFilter {
    return {
      q: query.q,
      field: query.field,
      status: query.status ? STATUS_CODE[query.status] : undefined,
      merchantCode: query.merchantCode,
    };
  }

  async search(query: Parameters<PlayersService["filterOf"]>[0] & { page: number; size: number }) {
    const { rows, total } = await repo.searchPlayers(
      this.ctx.pool,
      this.filterOf(query),
      query.size,
      (query.page - 1) * query.size,
    );
    return paged(await Promise.all(rows.map((row) => this.row(row))), total, query.page, query.size);
  }

  private async existing(memberId: number) {
    const row = await repo.findPlayer(this.ctx.pool, memberId);
    if (!row) throw new AppError("operator.member.not.found");
    return row;
  }

  async profile(memberId: number) {
    const row = await this.existing(memberId);
    const { decimals, currency } = await this.decimals(row.merchant_code);
    const [wallets, totals] = await Promise.all([
      this.ctx.ledger.walletsOf(memberId, currency),
      repo.moneyTotals(this.ctx.pool, memberId),
    ]);
    const main = wallets.find((w) => w.wallet === "main");
    return {
      ...(await this.row({ ...row, balance: String(main?.balance ?? 0n) })),
      type: row.type,
      currency,
      registrationIp: row.register_ip,
      deposits: formatMoney(BigInt(totals.deposits), decimals),
      withdrawals: formatMoney(BigInt(totals.withdrawals), decimals),
      statusReason: row.status_reason,
    };
  }

  async setStatus(staff: string, ip: string, memberId: number, status: PlayerStatus, reason: string) {
    await assertNotOwnAccount(this.ctx.pool, staff, memberId);
    await withTransaction(this.ctx.pool, async (tx) => {
      const before = await repo.findPlayer(tx, memberId);
      if (!before) throw new AppError("operator.member.not.found");
      await tx.query("select 1 from members where id = $1 for update", [memberId]);
      await repo.setStatus(tx, memberId, STATUS_CODE[status], reason);
      await writeAudit(tx, {
        actor: `operator:${staff}`,
        action: "player.status",
        merchantCode: before.merchant_code,
        ip,
        detail: { memberId: String(memberId), reason },
        before: { status: STATUS_NAME[before.status], reason: before.status_reason },
        after: { status, reason },
      });
    });
    this.ctx.sessions.forgetMember(memberId);
    return this.profile(memberId);
  }

  async notes(memberId: number) {
    await this.existing(memberId);
    return (await repo.notesOf(this.ctx.pool, memberId)).map((n) => ({
      id: n.id,
      text: n.body,
      author: n.author,
      createdAt: n.created_at.toISOString(),
    }));
  }

  async addNote(staff: string, ip: string, memberId: number, text: string) {
    const player = await this.existing(memberId);
    return withTransaction(this.ctx.pool, async (tx) => {
      const note = await repo.insertNote(tx, memberId, staff, text);
      const value = {
        id: note.id,
        text: note.body,
        author: note.author,
        createdAt: note.created_at.toISOString(),
      };
      await writeAudit(tx, {
        actor: `operator:${staff}`,
        action: "player.note",
        merchantCode: player.merchant_code,
        ip,
        detail: { memberId: String(memberId) },
        before: null,
        after: value,
      });
      return value;
    });
  }

  async setLabels(staff: string, ip: string, memberId: number, labels: string[]) {
    const player = await this.existing(memberId);
    const unique = [...new Set(labels.map((l) => l.trim()))];
    await withTransaction(this.ctx.pool, async (tx) => {
      await repo.setLabels(tx, memberId, unique);
      await writeAudit(tx, {
        actor: `operator:${staff}`,
        action: "player.labels",
        merchantCode: player.merchant_code,
        ip,
        detail: { memberId: String(memberId) },
        before: { labels: player.labels ?? [] },
        after: { labels: unique },
      });
    });
    return { labels: unique };
  }

  async bets(memberId: number, page: number, size: number) {
    const player = await this.existing(memberId);
    const { decimals } = await this.decimals(player.merchant_code);
    const { rows, total } = await repo.betsOf(this.ctx.pool, memberId, size, (page - 1) * size);
    return paged(
      rows.map((b) => ({
        id: b.id,
        product: b.product,
        game: b.game,
        stake: formatMoney(BigInt(b.stake), decimals),
        payout: formatMoney(BigInt(b.payout), decimals),
        status: b.status,
        placedAt: b.placed_at.toISOString(),
        settledAt: b.settled_at?.toISOString() ?? null,
      })),
      total,
      page,
      size,
    );
  }

  async sessions(memberId: number, page: number, size: number) {
    await this.existing(memberId);
    const { rows, total } = await repo.sessionsOf(this.ctx.pool, memberId, size, (page - 1) * size);
    return paged(
      rows.map((s) => ({
        id: s.id,
        method: s.method,
        ip: s.ip,
        device: s.user_agent,
        createdAt: s.created_at.toISOString(),
        lastSeenAt: s.last_seen_at?.toISOString() ?? null,
        endedAt: s.expires_at.getTime() <= Date.now() ? s.expires_at.toISOString() : null,
      })),
      total,
      page,
      size,
    );
  }
}

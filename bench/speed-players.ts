import { randomBytes } from "node:crypto";
import type { loadConfig } from "../apps/server/src/config.js";
import { SessionService } from "../apps/server/src/modules/auth/sessions.js";
import { BrandService } from "../apps/server/src/modules/brand/service.js";
import { hashToken } from "../apps/server/src/modules/games/seamless-service.js";
import { LedgerService } from "../apps/server/src/modules/ledger/service.js";
import { MemberService } from "../apps/server/src/modules/members/service.js";
import type { Pool } from "../apps/server/src/platform/db.js";

export interface SpeedPlayer {
  id: number;
  gameToken: string;
  login: string;
  floor: [string, string];
}

/**
 * One player per worker, with money, a game session and a login session; and a pair of bare
 * accounts per worker for the floor: every figure measures the platform, not one row's queue.
 */
export async function createSpeedPlayers(
  pool: Pool,
  config: ReturnType<typeof loadConfig>,
  count: number,
  currency: string,
): Promise<SpeedPlayer[]> {
  const members = new MemberService({ pool });
  const ledger = new LedgerService(pool);
  const sessions = new SessionService({ config, pool, brands: new BrandService(pool, "jogada") });
  const game = (await pool.query<{ id: string }>("select id from games where game_code = 'PG_RNG_0001'"))
    .rows[0] as { id: string };
  const players: SpeedPlayer[] = [];
  for (let i = 0; i < count; i++) {
    const id = await members.create(pool, {
      merchantCode: "jogada",
      username: `spd${randomBytes(4).toString("hex")}`,
      password: "Bench12345",
    });
    await ledger.transfer({
      from: { owner: "house", merchant: "jogada", kind: "house_adjustment" },
      to: { owner: "player", memberId: id, wallet: "main" },
      amount: 100_000_000_00n,
      currency: currency,
      reference: `speed-fund:${id}`,
      kind: "deposit",
    });
    const gameToken = randomBytes(32).toString("base64url");
    await pool.query(
      `insert into game_sessions (token_hash, member_id, merchant_code, game_id, vendor_code, demo, currency, expires_at)
       values ($1, $2, 'jogada', $3, 'PG', false, $4, now() + interval '1 day')`,
      [hashToken(gameToken), id, game.id, currency],
    );
    const { token: login } = await sessions.open(pool, { id, merchantCode: "jogada" }, "password", {
      ip: "127.0.0.1",
      userAgent: "bench",
    });
    const floor = await Promise.all(
      ["a", "b"].map(async (side) => {
        const owner = `speed-floor-${side}-${i}`;
        await ledger.transfer({
          from: { owner: "house", merchant: "jogada", kind: "house_adjustment" },
          to: { owner: "player", memberId: owner, wallet: "main" },
          amount: 10n ** 12n,
          currency: currency,
          reference: `speed-floor-fund:${owner}`,
          kind: "deposit",
        });
        const { rows } = await pool.query<{ id: string }>(
          "select ledger_account('player', $1, 'main', '', $2, 0::smallint) as id",
          [owner, currency],
        );
        return rows[0]?.id as string;
      }),
    );
    players.push({ id, gameToken, login, floor: floor as [string, string] });
  }
  return players;
}

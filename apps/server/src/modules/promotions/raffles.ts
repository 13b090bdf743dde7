import {
  formatMoney,
  type Language,
  type Localized,
  parseMoney,
  type RaffleDrawView,
} from "@jogada/contracts";
import { beaconRoundAfter } from "@jogada/games";
import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import type { RandomnessBeacon } from "../lottery/index.js";
import { termsOf } from "./promotion-rows.js";
import { drawWinners, maskName, newSeed, ticketsFor } from "./raffle-draw.js";
import * as raffleRepo from "./raffle-repository.js";
import * as repo from "./repository.js";
import type { Deposit } from "./service.js";
import { move } from "./state-machine.js";

/** How a player checks a raffle's draw, shown beside its seed and beacon round. */
const METHOD: Localized = {
  PT: 'Verificação: sha256(semente) deve ser o hash publicado antes do fim do período; a rodada do beacon drand é a primeira depois do fim; para cada prêmio r e tentativa a, o bilhete é HMAC-SHA256(semente, "<aleatoriedade>:<r>:<a>") mod total + 1; um jogador ganha no máximo um prêmio.',
  EN: 'Check: sha256(seed) must equal the hash published before the period ended; the drand beacon round is the first after the end; for prize r and attempt a the ticket is HMAC-SHA256(seed, "<randomness>:<r>:<a>") mod total + 1; a player wins at most one prize.',
  VI: 'Cách kiểm tra: sha256(seed) phải trùng với mã hash đã công bố trước khi kết thúc kỳ; vòng beacon drand là vòng đầu tiên sau khi kết thúc; với giải r và lần thử a, vé trúng là HMAC-SHA256(seed, "<randomness>:<r>:<a>") mod tổng số vé + 1; mỗi người chơi trúng tối đa một giải.',
  TH: 'วิธีตรวจสอบ: sha256(seed) ต้องตรงกับแฮชที่ประกาศไว้ก่อนสิ้นสุดรอบ รอบ beacon ของ drand คือรอบแรกหลังสิ้นสุด สำหรับรางวัล r และครั้งที่ a ตั๋วที่ถูกรางวัลคือ HMAC-SHA256(seed, "<randomness>:<r>:<a>") mod จำนวนตั๋วทั้งหมด + 1 ผู้เล่นหนึ่งคนได้รับรางวัลสูงสุดหนึ่งรางวัล',
  ZH: '验证方法：sha256(种子) 须等于本期结束前公布的哈希值；drand 信标轮次为本期结束后的第一轮；对第 r 个奖项的第 a 次抽取，中奖券号为 HMAC-SHA256(种子, "<随机数>:<r>:<a>") mod 总券数 + 1；每位玩家最多中一个奖。',
  ID: 'Cara cek: sha256(seed) harus sama dengan hash yang diumumkan sebelum periode berakhir; putaran beacon drand adalah putaran pertama setelah periode berakhir; untuk hadiah r dan percobaan a, tiket pemenang adalah HMAC-SHA256(seed, "<randomness>:<r>:<a>") mod total tiket + 1; setiap pemain maksimal memenangkan satu hadiah.',
  ES: 'Verificación: sha256(semilla) debe coincidir con el hash publicado antes del fin del período; la ronda del beacon drand es la primera después del fin; para cada premio r e intento a, el boleto es HMAC-SHA256(semilla, "<aleatoriedad>:<r>:<a>") mod total + 1; un jugador gana como máximo un premio.',
};

/**
 * Raffles: a draw per promotion period with its seed committed (hash stored and shown) when it
 * opens, tickets from deposits and turnover of joined players, winners derived from the seed and
 * the first public beacon round after the period, prizes claimed once into the main wallet.
 */
export class Raffles {
  constructor(
    private readonly ctx: Pick<AppContext, "pool" | "ledger" | "brands" | "members" | "events" | "log">,
    private readonly beacon: RandomnessBeacon,
  ) {}

  /** Opens the draw (commits the seed) of every raffle that has none yet. */
  async ensureDraws(): Promise<void> {
    for (const promotion of await raffleRepo.rafflesWithoutDraw(this.ctx.pool)) {
      if (!promotion.ends_at) continue;
      const { seed, seedHash } = newSeed();
      await raffleRepo.openDraw(
        this.ctx.pool,
        Number(promotion.id),
        promotion.starts_at,
        promotion.ends_at,
        seed,
        seedHash,
      );
    }
  }

  /** Draws every raffle whose period is over once its beacon round is published and verified. */
  async drawDue(): Promise<number> {
    let drawn = 0;
    for (const draw of await raffleRepo.drawsDue(this.ctx.pool)) {
      const round = beaconRoundAfter(draw.period_end.getTime());
      const beacon = await this.beacon.round(round);
      if (!beacon) continue;
      await withTransaction(this.ctx.pool, async (tx) => {
        const locked = await raffleRepo.lockDraw(tx, Number(draw.id));
        if (locked?.state !== "open") return;
        const promotion = (await repo.findPromotion(tx, Number(draw.promotion_id))) as repo.PromotionRow;
        const terms = termsOf(promotion);
        if (terms.kind !== "raffle") return;
        const decimals = (await this.ctx.brands.get(promotion.merchant_code))?.config.currency.decimals ?? 2;
        const holders = await raffleRepo.ticketHolders(tx, Number(draw.promotion_id));
        const total = holders.reduce((s, h) => s + h.tickets, 0);
        const winners =
          total > 0 ? drawWinners(locked.seed, beacon.randomness, holders, terms.prizes.length) : [];
        for (const w of winners) {
          const prize = parseMoney(terms.prizes[w.rank - 1] ?? "0", decimals) ?? 0n;
          await raffleRepo.insertWinner(tx, Number(draw.id), w.rank, w.memberId, w.ticket, prize);
        }
        const winning = new Map(winners.map((w) => [w.memberId, w]));
        for (const p of await raffleRepo.participants(tx, Number(draw.promotion_id))) {
          const w = winning.get(Number(p.member_id));
          const prize = w ? (parseMoney(terms.prizes[w.rank - 1] ?? "0", decimals) ?? 0n) : 0n;
          await repo.updateParticipation(tx, Number(p.id), {
            state: move(p.state as "joined", w ? "claim" : "close"),
            reward: w ? prize : null,
            reason: w ? null : "not drawn",
          });
        }
        await raffleRepo.markDrawn(
          tx,
          Number(draw.id),
          round,
          beacon.randomness,
          beacon.signature ?? "",
          total,
        );
        drawn++;
      });
    }
    return drawn;
  }

  /** MCS2_claimRafflePromotion: the prize goes to the main wallet once. */
  async claim(merchant: string, memberId: number, promotionId: number, drawId: number, decimals: number) {
    const result = await withTransaction(this.ctx.pool, async (tx) => {
      const draw = await raffleRepo.lockDraw(tx, drawId);
      if (!draw || Number(draw.promotion_id) !== promotionId || draw.state !== "drawn") {
        throw new AppError("raffle.draw.not.found");
      }
      const winner = await raffleRepo.lockWinner(tx, drawId, memberId);
      if (!winner) throw new AppError("raffle.not.winner");
      if (winner.claimed_at) throw new AppError("promotion.already.claimed");
      const promotion = (await repo.findPromotion(tx, promotionId, merchant)) as
        | repo.PromotionRow
        | undefined;
      if (!promotion) throw new AppError("raffle.draw.not.found");
      const transfer = await this.ctx.ledger.transfer(
        {
          from: { owner: "house", merchant: promotion.merchant_code, kind: "house_promotion" },
          to: { owner: "player", memberId, wallet: "main" },
          amount: BigInt(winner.prize),
          currency: (await this.ctx.brands.get(promotion.merchant_code))?.config.currency.code ?? "",
          reference: `raffle:${drawId}:${winner.rank}`,
          kind: "bonus",
          meta: { promotionId, drawId, rank: winner.rank },
        },
        tx,
      );
      if (transfer.replayed) throw new AppError("promotion.already.claimed");
      await raffleRepo.markClaimed(tx, drawId, winner.rank);
      await repo.addCost(tx, promotionId, "issued", BigInt(winner.prize));
      const p = await repo.findParticipation(tx, promotionId, memberId, "", true);
      if (p?.state === "claim")
        await repo.updateParticipation(tx, Number(p.id), { state: move("claim", "claimed") });
      return { prize: formatMoney(BigInt(winner.prize), decimals), rank: winner.rank, bonusId: null };
    });
    await this.ctx.events.publish(memberId, { type: "balance" }).catch(() => {});
    return result;
  }

  async view(drawId: number, language: Language): Promise<RaffleDrawView> {
    const draw = await raffleRepo.findDraw(this.ctx.pool, drawId);
    if (!draw) throw new AppError("raffle.draw.not.found");
    const promotion = await repo.findPromotion(this.ctx.pool, Number(draw.promotion_id));
    const decimals =
      (promotion && (await this.ctx.brands.get(promotion.merchant_code))?.config.currency.decimals) || 2;
    const winners = await raffleRepo.winnersOf(this.ctx.pool, drawId);
    const drawn = draw.state === "drawn";
    return {
      id: Number(draw.id),
      promotionId: Number(draw.promotion_id),
      periodStart: draw.period_start.toISOString(),
      periodEnd: draw.period_end.toISOString(),
      seedHash: draw.seed_hash,
      seed: drawn ? draw.seed : null,
      beaconRound: draw.beacon_round ? Number(draw.beacon_round) : null,
      beaconRandomness: draw.beacon_randomness,
      tickets: draw.tickets ?? (await raffleRepo.ticketCount(this.ctx.pool, Number(draw.promotion_id))),
      state: drawn ? "drawn" : draw.period_end.getTime() <= Date.now() ? "committed" : "open",
      winners: winners.map((w) => ({
        rank: w.rank,
        player: maskName(w.username),
        ticket: w.ticket,
        prize: formatMoney(BigInt(w.prize), decimals),
      })),
      method: METHOD[language],
    };
  }

  /** Deposits earn tickets in running raffles the player joined. */
  async onDeposit(deposit: Deposit): Promise<void> {
    const running = (await repo.runningPromotions(this.ctx.pool, ["raffle"])).filter(
      (p) => p.merchant_code === deposit.merchant,
    );
    if (running.length === 0) return;
    const decimals = (await this.ctx.brands.get(deposit.merchant))?.config.currency.decimals ?? 2;
    await withTransaction(this.ctx.pool, async (tx) => {
      for (const p of await repo.joinedIn(
        tx,
        running.map((r) => Number(r.id)),
        [deposit.memberId],
      )) {
        const terms = termsOf(p);
        if (terms.kind !== "raffle") continue;
        const deposits = BigInt(p.qualifying_amount ?? 0) + deposit.amount;
        const tickets = ticketsFor(
          deposits,
          BigInt(p.turnover),
          terms.depositPerTicket ? parseMoney(terms.depositPerTicket, decimals) : undefined,
          terms.turnoverPerTicket ? parseMoney(terms.turnoverPerTicket, decimals) : undefined,
          terms.maxTicketsPerPlayer,
        );
        await repo.addRaffleProgress(tx, Number(p.id), 0n, deposit.amount, tickets);
      }
    });
  }

  /** Raffle winners for the winner board, newest first. */
  async recentWinners(merchant: string, size: number) {
    return raffleRepo.recentWinners(this.ctx.pool, merchant, size);
  }
}

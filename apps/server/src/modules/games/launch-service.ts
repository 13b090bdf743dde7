import { randomBytes } from "node:crypto";
import { isLotteryLaunch, type LaunchGameBody, type LaunchGameValue, parseLanguage } from "@jogada/contracts";
import type { AuthenticatedMember } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import type { LoadedBrand } from "../brand/service.js";
import { isLotteryVendor, lotteryLaunch, lotteryVendorOf } from "../lottery/index.js";
import { type AggregatorClient, AggregatorRefused } from "./aggregator-client.js";
import * as catalogue from "./catalogue-repository.js";
import { toGameItem } from "./catalogue-service.js";
import { type Hub88Client, isHub88Vendor } from "./hub88-client.js";
import { toMinor } from "./money.js";
import * as players from "./player-repository.js";
import { hashToken } from "./seamless-call.js";
import * as wallet from "./wallet-repository.js";

/**
 * Game launch (SPEC §3 "Game launch payload"): finds the game, opens a game session whose token
 * the aggregator sends back on every wallet call, and asks the aggregator for the game address.
 */
export class LaunchService {
  constructor(
    private readonly ctx: AppContext,
    private readonly aggregator: AggregatorClient,
    private readonly hub88?: Hub88Client,
  ) {}

  private async findGame(body: LaunchGameBody): Promise<catalogue.GameRow> {
    const db = this.ctx.pool;
    let game: catalogue.GameRow | undefined;
    if (body.nodeId !== undefined) game = await catalogue.findGame(db, String(body.nodeId));
    else if (body.roomId) game = await catalogue.findGameByRoom(db, body.roomId);
    else if (body.gameId) game = await catalogue.findGameByCode(db, body.vassalage, body.gameId);
    else if (body.vassalage) game = await catalogue.firstGameOfVendor(db, body.vassalage, body.gameType);
    else if (isLotteryLaunch(body)) game = await this.findLottery(body);
    if (!game) throw new AppError(body.roomId ? "game.room.not.found" : "game.not.found");
    if (body.roomId && !game.rooms.some((room) => room.roomId === body.roomId)) {
      throw new AppError("game.room.not.found");
    }
    return game;
  }

  /** SPEC §3's lottery launch: the game by its code (a lottery's only), else the area's first. */
  private async findLottery(body: LaunchGameBody): Promise<catalogue.GameRow | undefined> {
    const vendor = body.lottoArea === "ALL" || !body.lottoArea ? undefined : lotteryVendorOf(body);
    const game = body.lottoGameCode
      ? await catalogue.findGameByCode(this.ctx.pool, vendor, body.lottoGameCode)
      : await catalogue.firstGameOfVendor(this.ctx.pool, lotteryVendorOf(body));
    return game && isLotteryVendor(game.vendor_code) ? game : undefined;
  }

  async launch(
    brand: LoadedBrand,
    member: AuthenticatedMember,
    body: LaunchGameBody,
    language: string,
    where: { ip: string; country: string } = { ip: "", country: "" },
  ): Promise<LaunchGameValue> {
    const game = await this.findGame(body);
    if (!game.vendor_enabled) {
      const others = await catalogue.suggestions(this.ctx.pool, game.game_type, game.vendor_code, 8);
      throw new AppError(
        "game.maintenance",
        {},
        {
          value: {
            suggestions: others.map((row) => toGameItem(row, brand.config.esports, parseLanguage(language))),
          },
        },
      );
    }
    // Time-out, self-exclusion, closure or the session time used up: no play at all.
    if (!member.isTrial) await this.ctx.responsibleGaming.assertMayPlay(member.id);
    // Lotteries are the house's own pages: no partner session, no money moved at launch.
    if (isLotteryVendor(game.vendor_code)) {
      await players.touchRecent(this.ctx.pool, member.id, game.id);
      return lotteryLaunch(game, body, language, this.ctx.config.PUBLIC_URL);
    }
    // Trial accounts only ever play with play money; real accounts choose (accountType 0 = demo).
    const demo = member.isTrial || body.accountType === 0;
    if (demo && !game.has_demo) {
      // Refused before any money moves or the aggregator is asked. A trial account is missing
      // something it can get (a real account: 403, the site offers registration); a real account
      // asking for the demo of a game that has none sent a request that can never be honoured as
      // it stands (422), while the same account may launch the game with real money.
      throw new AppError(member.isTrial ? "game.real.account.required" : "game.demo.not.available");
    }
    const currency = brand.config.currency.code;
    if (demo) await this.ensurePlayMoney(brand, member.id);
    const settings = brand.config.wallet;
    const ownWallet = !demo && !settings.isSingle && settings.transferVendors.includes(game.vendor_code);
    if (!demo && !settings.isSingle)
      await this.transferFunds(brand, member.id, ownWallet ? game.vendor_code : null);

    const token = randomBytes(32).toString("base64url");
    await wallet.insertSession(this.ctx.pool, {
      tokenHash: hashToken(token),
      memberId: member.id,
      merchantCode: brand.config.merchantCode,
      gameId: game.id,
      vendor: game.vendor_code,
      roomId: body.roomId ?? null,
      demo,
      wallet: demo ? "demo" : ownWallet ? "vendor" : "main",
      currency,
      minutes: this.ctx.config.GAME_SESSION_MINUTES,
    });
    let url: string;
    try {
      const input = {
        token,
        player: String(member.id),
        vendor: game.vendor_code,
        gameCode: game.game_code,
        roomId: body.roomId ?? null,
        currency,
        display: { symbol: brand.config.currency.symbol, decimals: brand.config.currency.decimals },
        language,
        demo,
        lobbyUrl: body.backUrl ?? `${this.ctx.config.PUBLIC_URL}/`,
      };
      if (isHub88Vendor(game.vendor_code)) {
        // Hub88's games stay in the catalogue while it is switched off: answered as unavailable.
        if (!this.hub88) throw new Error("Hub88 is off (HUB88_ENABLED)");
        url = await this.hub88.launch({ ...input, ...where, mobile: /mobile|h5|wap/i.test(body.platform) });
      } else {
        url = await this.aggregator.launch(input);
      }
    } catch (error) {
      if (error instanceof AggregatorRefused && error.status === 404) {
        throw new AppError(body.roomId ? "game.room.not.found" : "game.not.found");
      }
      this.ctx.log.warn({ err: (error as Error).message, vendor: game.vendor_code }, "game launch failed");
      throw new AppError("game.provider.unavailable");
    }
    await players.touchRecent(this.ctx.pool, member.id, game.id);
    return {
      game_url: url,
      game_url2: url,
      ...(game.game_type === "PVP" ? { content: url } : {}),
      nodeId: game.id,
      gameName: game.name,
      vassalage: game.vendor_code,
      demo,
    };
  }

  /**
   * Transfer-wallet mode (brand wallet isSingle false): money left in other vendors' wallets comes
   * back to the main wallet, then the whole main balance goes to the launched vendor's wallet when
   * that vendor keeps its own. Each movement is its own ledger transfer with a launch reference.
   */
  private async transferFunds(brand: LoadedBrand, memberId: number, vendor: string | null): Promise<void> {
    const currency = brand.config.currency.code;
    const launch = randomBytes(8).toString("hex");
    const main = { owner: "player" as const, memberId, wallet: "main" as const };
    const wallets = await this.ctx.ledger.walletsOf(memberId, currency);
    for (const held of wallets) {
      if (held.wallet !== "vendor" || held.code === vendor || held.available <= 0n) continue;
      await this.ctx.ledger.transfer({
        from: { owner: "player", memberId, wallet: "vendor", code: held.code },
        to: main,
        amount: held.available,
        currency,
        reference: `game_out:${launch}:${held.code}`,
        kind: "game_transfer_out",
      });
    }
    if (!vendor) return;
    const available = (await this.ctx.ledger.balanceOf(main, currency))?.available ?? 0n;
    if (available <= 0n) return;
    await this.ctx.ledger.transfer({
      from: main,
      to: { owner: "player", memberId, wallet: "vendor", code: vendor },
      amount: available,
      currency,
      reference: `game_in:${launch}:${vendor}`,
      kind: "game_transfer_in",
    });
  }

  /** Play money for demo play: the demo wallet is filled again from the house when it runs dry. */
  private async ensurePlayMoney(brand: LoadedBrand, memberId: number): Promise<void> {
    const currency = brand.config.currency.code;
    const player = { owner: "player" as const, memberId, wallet: "demo" as const };
    const balance = await this.ctx.ledger.balanceOf(player, currency);
    const credit = toMinor(this.ctx.config.GAME_DEMO_CREDIT, brand.config.currency.decimals);
    if (!credit || (balance?.available ?? 0n) * 10n >= credit) return;
    const hour = new Date().toISOString().slice(0, 13);
    await this.ctx.ledger.transfer({
      from: { owner: "house", merchant: brand.config.merchantCode, kind: "house_demo" },
      to: player,
      amount: credit,
      currency,
      // At most one refill an hour, even when several launches race.
      reference: `game_demo:${memberId}:${hour}`,
      kind: "demo_credit",
    });
  }
}

import { type LaunchGameBody, type LaunchGameValue, LOTTERY_VENDORS, launchRoute } from "@jogada/contracts";

/** Whether a vendor's games open the site's own lottery pages rather than a partner's frame. */
export function isLotteryVendor(vendor: string): boolean {
  return (LOTTERY_VENDORS as readonly string[]).includes(vendor);
}

/**
 * The vendor whose games a lottery launch without a node or vendor opens: its area's (VN, SEA),
 * else the lobby of its launch mode (LOTT, ELOTT).
 */
export function lotteryVendorOf(body: Pick<LaunchGameBody, "lottoArea" | "launchMode">): string {
  if (body.lottoArea === "VN") return "TCG_LOTTO_VN";
  if (body.lottoArea === "SEA") return "TCG_SEA";
  return body.launchMode === "ELOTT" ? "ELOTT" : "LOTT";
}

/**
 * The lottery launch (SPEC §3 "Lottery launch"): no partner is asked; the site opens its lottery
 * page with these parameters. The route follows the vendor (SPEC §2 "Game launch routing").
 */
export function lotteryLaunch(
  game: { id: string; name: string; vendor_code: string; game_code: string },
  body: LaunchGameBody,
  language: string,
  publicUrl: string,
): LaunchGameValue {
  const area = game.vendor_code === "TCG_LOTTO_VN" ? "VN" : game.vendor_code === "TCG_SEA" ? "SEA" : "ALL";
  const gameCode = body.lottoGameCode ?? (game.game_code === "lobby" ? "" : game.game_code);
  const view = body.lottoView ?? (gameCode ? "betting" : "lobby");
  const route = launchRoute(game.vendor_code);
  const search = new URLSearchParams();
  if (gameCode) search.set("gameCode", gameCode);
  if (view === "betting" && body.playType) search.set("playType", body.playType);
  const url = `${route}${search.size > 0 ? `?${search}` : ""}`;
  return {
    game_url: url,
    game_url2: url,
    nodeId: game.id,
    gameName: game.name,
    vassalage: game.vendor_code,
    demo: false,
    lotto: {
      lottoArea: area,
      launchMode: game.vendor_code === "ELOTT" || game.vendor_code === "TCG_SEA" ? "ELOTT" : "LOTT",
      lottoPrizeMode: body.lottoPrizeMode ?? (area === "SEA" ? "SEA" : area === "VN" ? "Lott" : "Elott"),
      lottoGameCode: gameCode,
      lottoView: view,
      device: body.device ?? (body.platform.includes("mobile") ? "MOBILE" : "WEB"),
      backUrl: body.backUrl ?? `${publicUrl}/`,
      language,
    },
  };
}

import { type GameItem, type GameType, launchRoute, TRIAL_TYPE } from "@jogada/contracts";
import { ApiError, isSessionGone } from "../../../shared/api/client";
import i18n from "../../../shared/i18n";
import { showDialog } from "../../../shared/modals/ConfirmDialog";
import { openModal } from "../../../shared/modals/modal-store";
import { getSession } from "../../../shared/session/session-store";
import { requireLogin } from "../../auth";
import { launchGameCall } from "../api/games-api";
import { storeFrame } from "./frame-store";

export interface LaunchTarget {
  nodeId?: string;
  gameId?: string;
  roomId?: string;
  vassalage: string;
  gameType?: GameType;
  /** The vendor's account type (its code for aggregator vendors; LOTT, TCG_SEA... for lotteries). */
  accountTypeName?: string;
  /** False when the game has no demo mode, so a trial account cannot open it. */
  demo?: boolean;
}

type Navigate = (to: string) => void;

/**
 * Starts a game as SPEC §2 "Game launch routing" says: the login check first (no session opens
 * the login popup; a trial account plays the free demo), lotteries and in-house games go to their
 * own pages, anything else is launched and shown in the /game frame.
 */
export async function startGame(target: LaunchTarget, navigate: Navigate, pathname: string): Promise<void> {
  const { token, isAgent } = getSession();
  if (!token) {
    openModal("login");
    return;
  }
  // A game without a demo mode needs a real account: the trial account sees the usual warning.
  if (isAgent === TRIAL_TYPE && target.demo === false) {
    requireLogin();
    return;
  }
  const route = launchRoute(target.accountTypeName ?? target.vassalage);
  if (route !== "/rng") {
    navigate(target.gameId && route === "/bgs" ? `/bgs?game=${encodeURIComponent(target.gameId)}` : route);
    return;
  }
  try {
    const value = await launchGameCall({
      nodeId: target.nodeId,
      gameId: target.nodeId ? undefined : target.gameId,
      roomId: target.roomId,
      vassalage: target.vassalage,
      gameType: target.gameType,
      accountType: isAgent === TRIAL_TYPE ? 0 : 1,
      confirmTrans: 0,
      launchMode: "GLS",
      platform: "html5-desktop",
      clientType: 3,
      language: i18n.language,
    });
    storeFrame({ url: value.content ?? value.game_url, name: value.gameName, demo: value.demo });
    if (pathname !== "/game") navigate("/game");
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === "game.maintenance") {
      const suggestions = (error.value as { suggestions?: GameItem[] } | undefined)?.suggestions ?? [];
      openModal("gameMaintenance", { suggestions });
      return;
    }
    // A session ended elsewhere: the client's session watcher has already said so and offers the login.
    if (isSessionGone(error)) return;
    showDialog({
      message:
        error instanceof ApiError && error.message ? error.message : i18n.t("launch.failed", { ns: "games" }),
    });
  }
}

/** A game card or a vendor card: vendor nodes open that vendor's list, games start. */
export function openItem(item: GameItem, navigate: Navigate, pathname: string, page: string): void {
  if (item.isGame === "VASSALAGE") {
    navigate(`${page}?vassalage=${encodeURIComponent(item.vassalage)}`);
    return;
  }
  void startGame(
    {
      nodeId: item.nodeId,
      gameId: item.gameId,
      vassalage: item.vassalage,
      gameType: item.gameType,
      demo: item.demo,
    },
    navigate,
    pathname,
  );
}

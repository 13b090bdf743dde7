import { useSearchParams } from "react-router";
import { GamePage } from "./GamePage";
import { LobbyPage } from "./LobbyPage";

/** /lottery: the lobby of every lottery, or one game's betting page with ?gameCode (and ?playType). */
export default function LotteryPage() {
  const [params] = useSearchParams();
  const gameCode = params.get("gameCode");
  return gameCode ? <GamePage key={gameCode} gameCode={gameCode} /> : <LobbyPage route="lottery" />;
}

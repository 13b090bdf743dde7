import { useSearchParams } from "react-router";
import { GamePage } from "./GamePage";
import { LobbyPage, type LobbyRoute } from "./LobbyPage";

/**
 * A lottery route: its lobby, or one game's betting page with ?gameCode (and ?playType). /lottery
 * takes them by SPEC; the other routes take them too, as a lottery launch may point there.
 */
export function LotteryRoute({ route }: { route: LobbyRoute }) {
  const [params] = useSearchParams();
  const gameCode = params.get("gameCode");
  return gameCode ? <GamePage key={gameCode} gameCode={gameCode} /> : <LobbyPage route={route} />;
}

export default function LotteryPage() {
  return <LotteryRoute route="lottery" />;
}

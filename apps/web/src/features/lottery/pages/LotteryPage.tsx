import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { Spinner } from "../../../shared/ui/Spinner";
import { LobbyPage, type LobbyRoute } from "./LobbyPage";

/**
 * The betting page (slip, pricing from @jogada/games, ticket list) is a chunk of its own: a
 * lobby's first screen does not load it (budget of 180 KB of script, apps/web/README.md).
 */
const GamePage = lazy(() => import("./GamePage").then((module) => ({ default: module.GamePage })));

/**
 * A lottery route: its lobby, or one game's betting page with ?gameCode (and ?playType). /lottery
 * takes them by SPEC; the other routes take them too, as a lottery launch may point there.
 */
export function LotteryRoute({ route }: { route: LobbyRoute }) {
  const [params] = useSearchParams();
  const gameCode = params.get("gameCode");
  if (!gameCode) return <LobbyPage route={route} />;
  return (
    <Suspense fallback={<Spinner className="grid min-h-60 place-items-center" />}>
      <GamePage key={gameCode} gameCode={gameCode} />
    </Suspense>
  );
}

export default function LotteryPage() {
  return <LotteryRoute route="lottery" />;
}

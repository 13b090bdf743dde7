import { useLocation } from "react-router";
import { BingoIcon, DiceIcon, SlotsIcon } from "../../../shared/ui/icons";
import { CategoryPage } from "../components/CategoryPage";

/** Game lists by page type: /rng slots, /bgs the house's games, /bingo. */
export default function EgamePage() {
  const { pathname } = useLocation();
  if (pathname === "/bgs")
    return (
      <CategoryPage section="bgs" icon={<DiceIcon className="size-6" />} art="/images/site/tile-pvp.svg" />
    );
  if (pathname === "/bingo") return <CategoryPage section="bingo" icon={<BingoIcon className="size-6" />} />;
  return (
    <CategoryPage section="rng" icon={<SlotsIcon className="size-6" />} art="/images/site/tile-rng.svg" />
  );
}

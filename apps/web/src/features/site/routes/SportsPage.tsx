import { useLocation } from "react-router";
import { BallIcon, GamepadIcon } from "../../../shared/ui/icons";
import { CategoryPage } from "../components/CategoryPage";

/** /sports and /esports. */
export default function SportsPage() {
  const { pathname } = useLocation();
  return pathname === "/esports" ? (
    <CategoryPage section="esports" icon={<GamepadIcon className="size-6" />} />
  ) : (
    <CategoryPage
      section="sports"
      icon={<BallIcon className="size-6" />}
      art="/images/site/tile-sports.svg"
    />
  );
}

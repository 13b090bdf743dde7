import { CardsIcon } from "../../../shared/ui/icons";
import { CategoryPage } from "../components/CategoryPage";

export default function PvpPage() {
  return (
    <CategoryPage section="pvp" icon={<CardsIcon className="size-6" />} art="/images/site/tile-pvp.svg" />
  );
}

import { CardsIcon } from "../../../shared/ui/icons";
import { CategoryPage } from "../components/CategoryPage";

export default function LivePage() {
  return (
    <CategoryPage section="live" icon={<CardsIcon className="size-6" />} art="/images/site/tile-live.svg" />
  );
}

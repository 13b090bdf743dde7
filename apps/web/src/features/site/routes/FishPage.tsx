import { FishIcon } from "../../../shared/ui/icons";
import { CategoryPage } from "../components/CategoryPage";

export default function FishPage() {
  return (
    <CategoryPage section="fish" icon={<FishIcon className="size-6" />} art="/images/site/tile-fish.svg" />
  );
}

import { CoinsIcon } from "../../../shared/ui/icons";
import { CategoryPage } from "../components/CategoryPage";

export default function PointMallPage() {
  return <CategoryPage section="pointMall" icon={<CoinsIcon className="size-6" />} />;
}

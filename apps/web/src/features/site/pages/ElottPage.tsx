import { LotteryIcon } from "../../../shared/ui/icons";
import { CategoryPage } from "../components/CategoryPage";

export default function ElottPage() {
  return (
    <CategoryPage
      section="elott"
      icon={<LotteryIcon className="size-6" />}
      art="/images/site/tile-lottery.svg"
    />
  );
}

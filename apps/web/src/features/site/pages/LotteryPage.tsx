import { LotteryIcon } from "../../../shared/ui/icons";
import { CategoryPage } from "../components/CategoryPage";

export default function LotteryPage() {
  return (
    <CategoryPage
      section="lottery"
      icon={<LotteryIcon className="size-6" />}
      art="/images/site/tile-lottery.svg"
    />
  );
}

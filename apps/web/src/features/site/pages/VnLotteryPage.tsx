import { TicketIcon } from "../../../shared/ui/icons";
import { CategoryPage } from "../components/CategoryPage";

export default function VnLotteryPage() {
  return (
    <CategoryPage
      section="vnlottery"
      icon={<TicketIcon className="size-6" />}
      art="/images/site/tile-lottery.svg"
    />
  );
}

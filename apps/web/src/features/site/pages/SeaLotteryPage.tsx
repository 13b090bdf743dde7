import { TicketIcon } from "../../../shared/ui/icons";
import { CategoryPage } from "../components/CategoryPage";

export default function SeaLotteryPage() {
  return (
    <CategoryPage
      section="seaLottery"
      icon={<TicketIcon className="size-6" />}
      art="/images/site/tile-lottery.svg"
    />
  );
}

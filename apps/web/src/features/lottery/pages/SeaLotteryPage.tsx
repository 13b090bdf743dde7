import { LotteryRoute } from "./LotteryPage";

export default function SeaLotteryPage() {
  return <LotteryRoute route="seaLottery" />;
}

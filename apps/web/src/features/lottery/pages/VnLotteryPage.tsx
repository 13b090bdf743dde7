import { LotteryRoute } from "./LotteryPage";

export default function VnLotteryPage() {
  return <LotteryRoute route="vnlottery" />;
}

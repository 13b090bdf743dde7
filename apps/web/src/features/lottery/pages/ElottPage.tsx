import { LotteryRoute } from "./LotteryPage";

export default function ElottPage() {
  return <LotteryRoute route="elott" />;
}

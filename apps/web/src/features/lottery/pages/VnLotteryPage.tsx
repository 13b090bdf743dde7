import { LobbyPage } from "./LobbyPage";

export default function VnLotteryPage() {
  return <LobbyPage route="vnlottery" />;
}

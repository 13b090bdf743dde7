import { LobbyPage } from "./LobbyPage";

export default function SeaLotteryPage() {
  return <LobbyPage route="seaLottery" />;
}

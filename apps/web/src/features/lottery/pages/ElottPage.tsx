import { LobbyPage } from "./LobbyPage";

export default function ElottPage() {
  return <LobbyPage route="elott" />;
}

import { Link } from "react-router";
import { currentSession } from "../lib/session";

/**
 * A player as every list shows one: the username, and the account number staff type in forms
 * (adjustments) beside it. Opens the player's profile for roles that may read it.
 */
export function PlayerName({ username, memberId }: { username: string; memberId: string }) {
  const canOpen = currentSession()?.permissions.includes("players.read") ?? false;
  const name = canOpen ? (
    <Link to={`/backoffice/players/${memberId}`} className="text-gold hover:underline">
      {username}
    </Link>
  ) : (
    <span>{username}</span>
  );
  return (
    <span className="whitespace-nowrap" data-testid="bo-player-name">
      {name} <span className="text-xs text-muted">#{memberId}</span>
    </span>
  );
}

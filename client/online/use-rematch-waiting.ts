/**
 * After an online game: the players who already sat down in its rematch (the match's `nextMatchID`), polled
 * from the lobby while the end screen is shown, so that the others learn someone is waiting for them.
 */
import { useEffect, useState } from 'react';
import type { TableSeat } from '../api/table-api';

const POLL_MS = 3000;

interface LobbyMatch {
  nextMatchID?: string;
  players: TableSeat[];
}

async function getMatch(game: string, matchID: string): Promise<LobbyMatch | undefined> {
  const response = await fetch(`/games/${encodeURIComponent(game)}/${encodeURIComponent(matchID)}`);
  return response.ok ? ((await response.json()) as LobbyMatch) : undefined;
}

/** The people seated in the rematch (not its bots), other than `seatID`; polls while `over`. */
export function useRematchWaiting(
  game: string,
  matchID: string,
  over: boolean,
  seatID: string | undefined,
): { names: string[]; nextMatchID?: string } {
  const [found, setFound] = useState<{ names: string[]; nextMatchID?: string }>({ names: [] });
  useEffect(() => {
    if (!over) return undefined;
    let stopped = false;
    const look = async () => {
      const match = await getMatch(game, matchID);
      const next = match?.nextMatchID ? await getMatch(game, match.nextMatchID) : undefined;
      const names = (next?.players ?? [])
        .filter((p) => p.name && !p.data?.bot && String(p.id) !== seatID)
        .map((p) => p.name as string);
      if (!stopped) setFound({ names, nextMatchID: match?.nextMatchID });
    };
    const poll = () => void look().catch(() => undefined);
    poll();
    const timer = setInterval(poll, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [game, matchID, over, seatID]);
  return found;
}

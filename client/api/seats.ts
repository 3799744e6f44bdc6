/**
 * The seats this browser holds, remembered in localStorage per match so that a reload (or coming
 * back later) reconnects to the same seat. Also remembers the player's name for the next join.
 */
export interface HeldSeat {
  playerID: string;
  credentials: string;
  playerName: string;
}

const seatKey = (game: string, matchID: string) => `seat:${game}:${matchID}`;
const NAME_KEY = 'playerName';

export function heldSeat(game: string, matchID: string, storage: Storage = localStorage): HeldSeat | undefined {
  try {
    const seat = JSON.parse(storage.getItem(seatKey(game, matchID)) ?? 'null') as HeldSeat | null;
    return seat && typeof seat.playerID === 'string' && typeof seat.credentials === 'string' ? seat : undefined;
  } catch {
    return undefined;
  }
}

export function holdSeat(game: string, matchID: string, seat: HeldSeat, storage: Storage = localStorage): void {
  storage.setItem(seatKey(game, matchID), JSON.stringify(seat));
  storage.setItem(NAME_KEY, seat.playerName);
}

export function releaseSeat(game: string, matchID: string, storage: Storage = localStorage): void {
  storage.removeItem(seatKey(game, matchID));
}

/** Every seat this browser holds, from its localStorage keys `seat:<game>:<matchID>`. */
export function heldSeatList(storage: Storage = localStorage): (HeldSeat & { game: string; matchID: string })[] {
  const found: (HeldSeat & { game: string; matchID: string })[] = [];
  for (let i = 0; i < storage.length; i++) {
    const [prefix, game, matchID] = (storage.key(i) ?? '').split(':');
    if (prefix !== 'seat' || !game || !matchID) continue;
    const seat = heldSeat(game, matchID, storage);
    if (seat) found.push({ ...seat, game, matchID });
  }
  return found;
}

export function rememberedName(storage: Storage = localStorage): string {
  return storage.getItem(NAME_KEY) ?? '';
}

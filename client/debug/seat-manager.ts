/**
 * What boardgame.io's debug panel needs from its "client manager", for exactly one client: the panel
 * sees that seat only. Its player switcher and client picker do nothing, so it cannot show another
 * seat's view (boardgame.io's own global manager would switch to any client of the match).
 */
export interface DebuggableClient {
  playerID: string | null;
}

export interface SeatManager<C extends DebuggableClient> {
  subscribe(callback: (state: { client: C; debuggableClients: C[] }) => void): () => void;
  switchPlayerID(playerID: string): void;
  switchToClient(client: C): void;
}

export function seatManager<C extends DebuggableClient>(client: C): SeatManager<C> {
  const state = { client, debuggableClients: [client] };
  return {
    subscribe(callback) {
      callback(state);
      return () => {};
    },
    switchPlayerID() {},
    switchToClient() {},
  };
}

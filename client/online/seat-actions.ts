/** What a seated player does to the match from its side panel: leave the seat, or ask for the rematch and go there. */
import { navigate } from '../router';
import { lobby } from '../api/lobby-api';
import { holdSeat, releaseSeat, type HeldSeat } from '../api/seats';

/** Leaves the seat (freeing it in the lobby) and forgets it here. */
export async function leaveSeat(game: string, matchID: string, seat: HeldSeat): Promise<void> {
  await lobby.leaveMatch(game, matchID, { playerID: seat.playerID, credentials: seat.credentials });
  releaseSeat(game, matchID);
  navigate(`/lobby/${game}`);
}

/** Asks for the rematch (the same for every player), takes the same seat there and goes to it. */
export async function rematch(game: string, matchID: string, seat: HeldSeat): Promise<void> {
  const { nextMatchID } = await lobby.playAgain(game, matchID, {
    playerID: seat.playerID,
    credentials: seat.credentials,
  });
  const { playerCredentials } = await lobby.joinMatch(game, nextMatchID, {
    playerID: seat.playerID,
    playerName: seat.playerName,
  });
  holdSeat(game, nextMatchID, { ...seat, credentials: playerCredentials });
  navigate(`/match/${game}/${nextMatchID}`);
}

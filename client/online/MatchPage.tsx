/**
 * One online match: reconnects to the seat this browser holds (or the signed-in account holds; a mail's
 * link sends a signed-out player to sign in first, client/account/sign-in-return.ts), or offers the free
 * seats (the invitation, JoinSeatForm.tsx), or watches as a spectator. The board talks to the server over socket.io; MatchFrame.tsx
 * lays out the board, the line above it and the side panel. boardgame.io's debug panel is off for
 * players; behind the developer switch it shows this browser's seat only.
 */
import { useEffect, useMemo, useState } from 'react';
import type { LobbyAPI } from 'boardgame.io';
import { Client, type BoardProps } from 'boardgame.io/react';
import { SocketIO } from 'boardgame.io/multiplayer';
import { useT } from '../i18n/LanguageProvider';
import type { CatalogueEntry } from '../catalogue';
import { lobby, lobbyErrorMessage } from '../api/lobby-api';
import { heldSeat, holdSeat, rememberedName, type HeldSeat } from '../api/seats';
import { fetchAccountSeat, fetchMe } from '../api/account-api';
import { navigate } from '../router';
import { asksSignIn, signInFor } from '../account/sign-in-return';
import { MatchFrame } from './MatchFrame';
import { JoinSeatForm } from './JoinSeatForm';
import { debugSwitchOn } from '../debug/debug-switch';
import { SeatDebugPanel } from '../debug/SeatDebugPanel';
import { useSeatClients } from '../shared/use-seat-clients';
import { TableContext } from '../api/table-context';
import type { PublicTable } from '../api/table-api';

function useOnlineClient(entry: CatalogueEntry, matchID: string, seat: HeldSeat | undefined) {
  return useMemo(() => {
    const Frame = (props: BoardProps) => <MatchFrame entry={entry} matchID={matchID} seat={seat} props={props} />;
    return Client({
      game: entry.game,
      board: Frame,
      multiplayer: SocketIO({ server: window.location.origin, socketOpts: { transports: ['websocket'] } }),
      debug: false,
    });
  }, [entry, matchID, seat]);
}

export function MatchPage({ entry, matchID }: { entry: CatalogueEntry; matchID: string }) {
  const t = useT();
  const [seat, setSeat] = useState(() => heldSeat(entry.name, matchID));
  const [match, setMatch] = useState<LobbyAPI.Match | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  // Without a seat in this browser, the signed-in account may hold one (joined on another device).
  const [asked, setAsked] = useState(() => seat !== undefined);
  useEffect(() => {
    if (asked) return;
    let cancelled = false;
    const done = () => !cancelled && setAsked(true);
    fetchAccountSeat(matchID).then(async (found) => {
      if (!cancelled && found && found.gameName === entry.name) {
        const held = { playerID: found.playerID, credentials: found.credentials, playerName: found.playerName };
        holdSeat(entry.name, matchID, held);
        setSeat(held);
      } else if (!cancelled && asksSignIn(window.location.search) && (await fetchMe().catch(() => null)) === null) {
        // A mail's link, followed signed out: sign in first, then back here in the account's seat.
        return navigate(signInFor(window.location.pathname));
      }
      done();
    }, done);
    return () => {
      cancelled = true;
    };
  }, [asked, entry.name, matchID]);
  useEffect(() => {
    lobby.getMatch(entry.name, matchID).then(setMatch, () => setMatch(null));
  }, [entry.name, matchID, seat]);
  const OnlineClient = useOnlineClient(entry, matchID, seat);
  const { clients, refFor } = useSeatClients();
  const debugClient = debugSwitchOn() ? clients.match : undefined;

  // The frame around the board has the page's h1; until it shows, the page has one of its own.
  const heading = <h1 className="sr-only">{t('online.matchTitle', { game: t(entry.title) })}</h1>;
  if (match === null)
    return (
      <>
        {heading}
        <p role="alert">{t('match.notFound')}</p>
      </>
    );
  if (match === undefined || !asked)
    return (
      <>
        {heading}
        <p>{t('match.connecting')}</p>
      </>
    );

  const join = async (playerID: string, playerName: string) => {
    try {
      const { playerCredentials } = await lobby.joinMatch(entry.name, matchID, { playerID, playerName });
      const held = { playerID, credentials: playerCredentials, playerName };
      holdSeat(entry.name, matchID, held);
      setSeat(held);
    } catch (e) {
      setError(lobbyErrorMessage(e));
    }
  };

  return (
    <TableContext.Provider value={(match as { table?: PublicTable }).table}>
      <section className="match-page">
        {error && (
          <p className="error" role="alert">
            {t('lobby.error', { message: error })}
          </p>
        )}
        {/* A spectator of a full table just watches (the side panel says so): no invitation above the board. */}
        {!seat && match.players.some((player) => !player.name) && (
          <JoinSeatForm entry={entry} match={match} initialName={rememberedName()} onJoin={join} />
        )}
        {seat ? (
          <OnlineClient
            ref={refFor('match')}
            matchID={matchID}
            playerID={seat.playerID}
            credentials={seat.credentials}
          />
        ) : (
          <OnlineClient ref={refFor('match')} matchID={matchID} />
        )}
        {debugClient && <SeatDebugPanel client={debugClient} />}
      </section>
    </TableContext.Provider>
  );
}

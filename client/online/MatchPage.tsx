/**
 * One online match: reconnects to the seat this browser holds, or offers the free seats, or watches
 * as a spectator. The board talks to the server over socket.io; the side panel shows the players and
 * their connection status, the share link, leave and rematch. boardgame.io's debug panel is off for
 * players; behind the developer switch it shows this browser's seat only.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LobbyAPI } from 'boardgame.io';
import { Client, type BoardProps } from 'boardgame.io/react';
import { SocketIO } from 'boardgame.io/multiplayer';
import { useT } from '../i18n/LanguageProvider';
import type { CatalogueEntry } from '../catalogue';
import { lobby, lobbyErrorMessage } from './lobby-api';
import { heldSeat, holdSeat, rememberedName, type HeldSeat } from './seats';
import { MatchPanel } from './MatchPanel';
import { JoinSeatForm } from './JoinSeatForm';
import { debugSwitchOn } from '../debug/debug-switch';
import { SeatDebugPanel } from '../debug/SeatDebugPanel';
import { useSeatClients } from '../shared/use-seat-clients';
import { TableContext } from '../table/table-context';
import type { PublicTable } from '../table/table-api';

function useOnlineClient(entry: CatalogueEntry, matchID: string, seat: HeldSeat | undefined) {
  return useMemo(() => {
    const Board = entry.board;
    const Frame = (props: BoardProps) => (
      <div className="match-layout">
        <MatchPanel entry={entry} matchID={matchID} seat={seat} props={props} />
        <BoardUntilStart props={props}><Board {...props} /></BoardUntilStart>
      </div>
    );
    return Client({ game: entry.game, board: Frame, multiplayer: SocketIO({ server: window.location.origin, socketOpts: { transports: ['websocket'] } }), debug: false });
  }, [entry, matchID, seat]);
}

/**
 * The game starts when every seat is taken (docs/security.md#one-seat-one-view): until then nobody may
 * move and no seat sees its cards, so the board is shown but cannot be used, with the reason.
 */
export function BoardUntilStart({ props, children }: { props: BoardProps; children: ReactNode }) {
  const t = useT();
  const started = props.ctx.gameover !== undefined || !props.matchData || props.matchData.every((p) => Boolean(p.name));
  if (started) return <div className="match-board">{children}</div>;
  return (
    <div className="match-board">
      <p className="muted" role="status">{t('match.beforeStart')}</p>
      <div inert>{children}</div>
    </div>
  );
}

export function MatchPage({ entry, matchID }: { entry: CatalogueEntry; matchID: string }) {
  const t = useT();
  const [seat, setSeat] = useState(() => heldSeat(entry.name, matchID));
  const [match, setMatch] = useState<LobbyAPI.Match | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    lobby.getMatch(entry.name, matchID).then(setMatch, () => setMatch(null));
  }, [entry.name, matchID, seat]);
  const OnlineClient = useOnlineClient(entry, matchID, seat);
  const { clients, refFor } = useSeatClients();
  const debugClient = debugSwitchOn() ? clients.match : undefined;

  if (match === null) return <p role="alert">{t('match.notFound')}</p>;
  if (match === undefined) return <p>{t('match.connecting')}</p>;

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
    <section className="match">
      {error && <p className="error" role="alert">{t('lobby.error', { message: error })}</p>}
      {!seat && <JoinSeatForm match={match} initialName={rememberedName()} onJoin={join} />}
      {seat ? (
        <OnlineClient ref={refFor('match')} matchID={matchID} playerID={seat.playerID} credentials={seat.credentials} />
      ) : (
        <OnlineClient ref={refFor('match')} matchID={matchID} />
      )}
      {debugClient && <SeatDebugPanel client={debugClient} />}
    </section>
    </TableContext.Provider>
  );
}

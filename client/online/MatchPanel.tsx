/**
 * Beside an online board: the seats (client/table/SeatList.tsx), the share link (unless the "waiting for
 * players" notice shows it), turn signals, the record so far, chat and leave.
 */
import { useContext } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { useT } from '../i18n/LanguageProvider';
import type { CatalogueEntry } from '../catalogue';
import type { HeldSeat } from '../api/seats';
import { leaveSeat } from './seat-actions';
import { InviteLink } from './InviteLink';
import { OnlineRecord } from '../history/OnlineRecord';
import { SeatList } from '../table/SeatList';
import { ChatPanel } from '../table/ChatPanel';
import { useSeatAccounts } from '../table/seat-accounts';
import { FriendsPanel } from '../friends/FriendsPanel';
import { useBlockedAccounts } from '../friends/use-blocked';
import { LeaveButton } from '../table/LeaveButton';
import { TurnSignalSettings } from '../table/TurnSignalSettings';
import { PushSettings } from '../pwa/PushSettings';
import { useTurnSignals } from '../table/turn-signals';
import { TableContext } from '../api/table-context';
import type { TableSeat } from '../api/table-api';

export function MatchPanel({
  entry,
  matchID,
  seat,
  props,
  sharing,
}: {
  entry: CatalogueEntry;
  matchID: string;
  seat?: HeldSeat;
  props: BoardProps;
  sharing: boolean;
}) {
  const t = useT();
  const table = useContext(TableContext);
  const players = (props.matchData ?? []) as TableSeat[];
  const over = Boolean(props.ctx.gameover);
  const myTurn = Boolean(seat && props.isActive && !over);
  // The chat of seats held by accounts this player blocked is not shown (docs/security.md#friends).
  const seatAccounts = useSeatAccounts(
    matchID,
    players.map((p) => p.name),
  );
  const blocked = useBlockedAccounts();
  const hidden = new Set(Object.keys(seatAccounts).filter((playerID) => blocked.has(seatAccounts[playerID]!)));
  const freeSeat = players.some((p) => !p.name);
  useTurnSignals(myTurn, { title: t('table.yourTurnTitle'), body: t('table.yourTurnBody', { game: t(entry.title) }) });
  return (
    <aside className="match-panel" aria-label={t('match.players')}>
      {!props.isConnected && (
        <p className="warning" role="status">
          {t('match.disconnected')}
        </p>
      )}
      <h2>{t('match.players')}</h2>
      <SeatList
        game={entry.name}
        matchID={matchID}
        players={players}
        seat={seat}
        creator={table?.creator}
        over={over}
      />
      {!seat && <p>{t('match.spectating')}</p>}
      {sharing && <InviteLink label={t('match.share')} />}
      {seat && !over && freeSeat && <FriendsPanel matchID={matchID} />}
      {!over && (
        <OnlineRecord
          game={entry.name}
          matchID={matchID}
          seat={seat}
          names={players.map((p) => p.name ?? '')}
          over={false}
        />
      )}
      {seat && <TurnSignalSettings />}
      {seat && !over && <PushSettings game={entry.name} matchID={matchID} seat={seat} />}
      <ChatPanel
        messages={props.chatMessages ?? []}
        send={(text) => props.sendChatMessage(text)}
        players={players}
        canWrite={Boolean(seat)}
        hiddenSenders={hidden}
      />
      {seat && !over && <LeaveButton onLeave={() => leaveSeat(entry.name, matchID, seat)} />}
    </aside>
  );
}

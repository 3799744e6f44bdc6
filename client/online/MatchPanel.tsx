/** Beside an online board: the seats (client/table/SeatList.tsx), the share link, turn signals, chat, leave and rematch. */
import { useContext, useState } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { useT } from '../i18n/LanguageProvider';
import type { CatalogueEntry } from '../catalogue';
import type { HeldSeat } from './seats';
import { leaveSeat, rematch } from './seat-actions';
import { OnlineRecord } from '../history/OnlineRecord';
import { SeatList } from '../table/SeatList';
import { ChatPanel } from '../table/ChatPanel';
import { LeaveButton } from '../table/LeaveButton';
import { TurnSignalSettings } from '../table/TurnSignalSettings';
import { useTurnSignals } from '../table/turn-signals';
import { TableContext } from '../table/table-context';
import type { TableSeat } from '../table/table-api';

export function MatchPanel({ entry, matchID, seat, props }: { entry: CatalogueEntry; matchID: string; seat?: HeldSeat; props: BoardProps }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const link = window.location.href;
  const table = useContext(TableContext);
  const players = (props.matchData ?? []) as TableSeat[];
  const over = Boolean(props.ctx.gameover);
  const myTurn = Boolean(seat && props.isActive && !over);
  useTurnSignals(myTurn, { title: t('table.yourTurnTitle'), body: t('table.yourTurnBody', { game: t(entry.title) }) });
  return (
    <aside className="match-panel">
      {!props.isConnected && <p className="warning" role="status">{t('match.disconnected')}</p>}
      <h3>{t('match.players')}</h3>
      <SeatList game={entry.name} matchID={matchID} players={players} seat={seat} creator={table?.creator} over={over} />
      {!seat && <p>{t('match.spectating')}</p>}
      <p className="share">
        <label>{t('match.share')} <input readOnly value={link} onFocus={(event) => event.target.select()} /></label>{' '}
        <button type="button" onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true))}>
          {copied ? t('match.copied') : t('match.copy')}
        </button>
      </p>
      <OnlineRecord game={entry.name} matchID={matchID} seat={seat} names={(props.matchData ?? []).map((p) => p.name ?? '')} over={Boolean(props.ctx.gameover)} />
      {seat && props.ctx.gameover && (
        <button type="button" onClick={() => void rematch(entry.name, matchID, seat)}>{t('match.rematch')}</button>
      )}
      {seat && <TurnSignalSettings />}
      <ChatPanel messages={props.chatMessages ?? []} send={(text) => props.sendChatMessage(text)} players={players} canWrite={Boolean(seat)} />
      {seat && <LeaveButton onLeave={() => void leaveSeat(entry.name, matchID, seat)} />}
    </aside>
  );
}

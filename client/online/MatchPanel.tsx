/** Beside an online board: players with connection status, the share link, leave and rematch. */
import { useState } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { useT } from '../i18n/LanguageProvider';
import type { CatalogueEntry } from '../catalogue';
import type { HeldSeat } from './seats';
import { leaveSeat, rematch } from './MatchPage';
import { OnlineRecord } from '../history/OnlineRecord';

export function MatchPanel({ entry, matchID, seat, props }: { entry: CatalogueEntry; matchID: string; seat?: HeldSeat; props: BoardProps }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const link = window.location.href;
  return (
    <aside className="match-panel">
      {!props.isConnected && <p className="warning" role="status">{t('match.disconnected')}</p>}
      <h3>{t('match.players')}</h3>
      <ul className="players">
        {(props.matchData ?? []).map((player) => (
          <li key={player.id} data-connected={player.isConnected ? 'yes' : 'no'}>
            {player.name ?? <em>{t('match.emptySeat')}</em>}
            {String(player.id) === seat?.playerID && ` (${t('match.you')})`}{' '}
            {player.name && <span className="muted">{player.isConnected ? t('match.online') : t('match.offline')}</span>}
          </li>
        ))}
      </ul>
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
      {seat && (
        <button type="button" className="secondary" onClick={() => void leaveSeat(entry.name, matchID, seat)}>{t('match.leave')}</button>
      )}
    </aside>
  );
}

/**
 * The turn log, newest first: who placed which tile where, the meeple and what it stands on, the tiles
 * discarded as unplaceable before the draw, each scoring with "+N" (0-point ones left out), and the final
 * scoring. Turns other
 * players played since this seat's last turn are marked in their colour, as their tiles are on the board.
 * Built from public state only (turn-log.ts).
 */
import type { CarcassonneState, ScoreEvent } from '../../../games/carcassonne';
import type { TileType } from '../../../games/carcassonne';
import { useT } from '../../i18n/LanguageProvider';
import { sinceLastTurn, turnLog } from '../turn-log';
import { playerColour } from './Meeple';

/** The tiles whose removal ended the game: every player is told (the unplaceable-tile rule). */
export function DiscardedAtEnd({ tiles }: { tiles: readonly TileType[] }) {
  const t = useT();
  return <>{t(tiles.length === 1 ? 'carcassonne.discardedAtEnd.one' : 'carcassonne.discardedAtEnd.other', { tiles: tiles.join(', ') })}</>;
}

/** The scorings that gave points (a farmer on a field without completed cities gets nothing to report). */
function Scores({ events: all, names }: { events: readonly ScoreEvent[]; names: readonly string[] }) {
  const t = useT();
  const events = all.filter((e) => e.points > 0);
  if (events.length === 0) return null;
  return (
    <ul className="carc-turn-scores">
      {events.map((event, i) => (
        <li key={i} data-points={event.points}>
          {t('carcassonne.turnLog.scored', {
            points: `+${event.points}`,
            players: event.seats.map((s) => names[s]).join(', ') || t('carcassonne.logNobody'),
            what: t(`carcassonne.kind.${event.kind}`),
          })}
        </li>
      ))}
    </ul>
  );
}

export function TurnLogPanel({ state, names, me }: { state: CarcassonneState; names: readonly string[]; me: number | null }) {
  const t = useT();
  const log = turnLog(state);
  const recent = new Set(sinceLastTurn(state, me).map((turn) => turn.turn));
  return (
    <section className="carc-panel">
      <h3>{t('carcassonne.turnLog')}</h3>
      {log.turns.length === 0 && <p className="carc-hint">{t('carcassonne.turnLog.empty')}</p>}
      {/* Focusable (a scrolling list), so that a keyboard can reach and scroll it. */}
      <ol className="carc-turn-log" reversed tabIndex={0} aria-label={t('carcassonne.turnLog')}>
        {log.final.length > 0 && (
          <li data-final>
            <span>{t('carcassonne.turnLog.final')}</span>
            <Scores events={log.final} names={names} />
          </li>
        )}
        {log.discardedAtEnd.length > 0 && <li data-discarded-at-end><DiscardedAtEnd tiles={log.discardedAtEnd} /></li>}
        {[...log.turns].reverse().map((turn) => (
          <li key={turn.turn} data-turn={turn.turn} data-recent={recent.has(turn.turn) || undefined} style={recent.has(turn.turn) ? { borderLeftColor: playerColour(turn.seat) } : undefined}>
            {turn.discarded.length > 0 && <span className="carc-hint">{t(turn.discarded.length === 1 ? 'carcassonne.turnLog.discarded.one' : 'carcassonne.turnLog.discarded.other', { tiles: turn.discarded.join(', ') })}</span>}
            <span>
              <span className="carc-swatch" style={{ background: playerColour(turn.seat) }} />{' '}
              {t('carcassonne.turnLog.placed', { player: names[turn.seat] ?? '', tile: turn.tile, x: turn.x, y: turn.y })}
              {turn.meeple && ` ${t(`carcassonne.turnLog.meeple.${turn.meeple.kind}`)}`}
            </span>
            <Scores events={turn.scores} names={names} />
          </li>
        ))}
      </ol>
    </section>
  );
}

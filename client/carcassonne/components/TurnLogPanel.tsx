/**
 * The turn log, newest first: each turn in plain words with a small picture of the tile as it was laid
 * ("Ann placed a road bend tile east of the start tile and put a farmer in the field", plain-words.ts),
 * the tiles discarded as unplaceable before the draw, each scoring with "+N" (0-point ones left out), and
 * the final scoring. Turns other players played since this seat's last turn are marked in their colour,
 * as their tiles are on the board. Built from public state only (turn-log.ts).
 */
import type { CarcassonneState, ScoreEvent } from '../../../games/carcassonne';
import type { TileKind } from '../../../games/carcassonne';
import { useT } from '../../i18n/LanguageProvider';
import { scoredWhat, tileList, turnSentence } from '../plain-words';
import { sinceLastTurn, turnLog } from '../turn-log';
import { playerColour } from './Meeple';
import { TilePicture } from './TilePicture';

/** Tiles removed as unplaceable: their pictures, then their names. */
function Discarded({ tiles, text }: { tiles: readonly TileKind[]; text: string }) {
  return (
    <>
      {tiles.map((type, i) => (
        <TilePicture key={i} type={type} />
      ))}
      <span>{text}</span>
    </>
  );
}

/** The tiles whose removal ended the game: every player is told (the unplaceable-tile rule). */
export function DiscardedAtEnd({ tiles }: { tiles: readonly TileKind[] }) {
  const t = useT();
  return (
    <Discarded tiles={tiles} text={t('carcassonne.discardedAtEnd', { n: tiles.length, tiles: tileList(tiles, t) })} />
  );
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
            what: scoredWhat(event, t),
          })}
          {event.early === true && ` (${t('carcassonne.logEarly')})`}
        </li>
      ))}
    </ul>
  );
}

export function TurnLogPanel({
  state,
  names,
  me,
}: {
  state: CarcassonneState;
  names: readonly string[];
  me: number | null;
}) {
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
        {log.discardedAtEnd.length > 0 && (
          <li data-discarded-at-end>
            <DiscardedAtEnd tiles={log.discardedAtEnd} />
          </li>
        )}
        {[...log.turns].reverse().map((turn) => (
          <li
            key={turn.turn}
            data-turn={turn.turn}
            data-seat={turn.seat}
            data-recent={recent.has(turn.turn) || undefined}
            style={recent.has(turn.turn) ? { borderLeftColor: playerColour(turn.seat) } : undefined}
          >
            {turn.discarded.length > 0 && (
              <span className="carc-hint carc-turn-discarded">
                <Discarded
                  tiles={turn.discarded}
                  text={t('carcassonne.turnLog.discarded', {
                    n: turn.discarded.length,
                    tiles: tileList(turn.discarded, t),
                  })}
                />
              </span>
            )}
            <span className="carc-turn-line">
              <span className="carc-swatch" style={{ background: playerColour(turn.seat) }} />
              <TilePicture type={turn.tile} rotation={turn.rotation} />
              <span className="carc-turn-text">
                {turnSentence({ ...turn, meeple: turn.meeple?.location ?? null }, names, t)}
              </span>
            </span>
            <Scores events={turn.scores} names={names} />
          </li>
        ))}
      </ol>
    </section>
  );
}

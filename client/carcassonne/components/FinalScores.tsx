/**
 * The final scoring table at the end of the game, built from the score log: per player the points from
 * roads, cities, monasteries, fields, (with the abbot) gardens and (with Traders & Builders) the goods bonus, how many were scored during the game and at the end, and the
 * total (equal to the score, since every point is logged); with the aids (not at a purist table), how many
 * figures each player placed, how many came home and how many stood on the board at the end. When the game
 * ended because the last tiles drawn fitted nowhere, it says which tiles were removed.
 */
import type { CarcassonneState, ScoreEvent } from '../../../games/carcassonne';
import { scoreEvents, turnEntries } from '../../../games/carcassonne/rules/state';
import { useT } from '../../i18n/LanguageProvider';
import { useAids } from '../../shared/aids';
import { playerColour } from './Meeple';
import { DiscardedAtEnd } from './TurnLogPanel';

const KINDS = [
  ['road', 'carcassonne.kind.roads'],
  ['city', 'carcassonne.kind.cities'],
  ['monastery', 'carcassonne.kind.monasteries'],
  ['field', 'carcassonne.kind.fields'],
  ['garden', 'carcassonne.kind.gardens'],
  ['goods', 'carcassonne.kind.goodsBonus'],
] as const;

/** The points a seat got from the events that match `keep`. */
export function pointsFor(events: readonly ScoreEvent[], seat: number, keep: (e: ScoreEvent) => boolean): number {
  return events.filter((e) => e.seats.includes(seat) && keep(e)).reduce((sum, e) => sum + e.points, 0);
}

/** Per seat: figures placed during the game, come home (scored, or the abbot taken back) and left on the board. */
export function figureCounts(state: CarcassonneState): { placed: number; returned: number; onBoard: number }[] {
  return state.scores.map((_, seat) => {
    const placed = turnEntries(state).filter((e) => e.seat === seat && e.meeple !== null).length;
    const onBoard = Object.values(state.meeples).filter((m) => m.seat === seat).length;
    return { placed, returned: placed - onBoard, onBoard };
  });
}

const FIGURE_COLUMNS = [
  ['placed', 'carcassonne.figures.placed'],
  ['returned', 'carcassonne.figures.returned'],
  ['onBoard', 'carcassonne.figures.onBoard'],
] as const;

export function FinalScores({ state, names }: { state: CarcassonneState; names: readonly string[] }) {
  const t = useT();
  const { purist } = useAids();
  const figures = purist ? null : figureCounts(state);
  const events = scoreEvents(state);
  const best = Math.max(...state.scores);
  const kinds = KINDS.filter(
    ([kind]) =>
      (kind !== 'garden' || state.options.abbot === true) &&
      (kind !== 'goods' || state.options.tradersBuilders === true),
  );
  return (
    <section className="carc-panel carc-final">
      <h3>{t('carcassonne.finalTable')}</h3>
      {state.justDiscarded.length > 0 && (
        <p className="carc-discarded" data-discarded-at-end>
          <DiscardedAtEnd tiles={state.justDiscarded} />
        </p>
      )}
      <table className="stack-table">
        <thead>
          <tr>
            <th>{t('carcassonne.players')}</th>
            {kinds.map(([kind, label]) => (
              <th key={kind}>{t(label)}</th>
            ))}
            <th>{t('carcassonne.inGame')}</th>
            <th>{t('carcassonne.atEnd')}</th>
            <th>{t('carcassonne.total')}</th>
            {figures && FIGURE_COLUMNS.map(([col, label]) => <th key={col}>{t(label)}</th>)}
          </tr>
        </thead>
        <tbody>
          {state.scores.map((score, seat) => (
            <tr key={seat} data-seat={seat} data-winner={score === best || undefined}>
              <td>
                <span
                  className="carc-swatch"
                  style={{ background: playerColour(seat), display: 'inline-block', marginRight: '0.4rem' }}
                />
                {names[seat]}
              </td>
              {kinds.map(([kind, label]) => (
                <td key={kind} data-col={kind} data-label={t(label)}>
                  {pointsFor(events, seat, (e) => e.kind === kind)}
                </td>
              ))}
              <td data-col="inGame" data-label={t('carcassonne.inGame')}>
                {pointsFor(events, seat, (e) => !e.final)}
              </td>
              <td data-col="final" data-label={t('carcassonne.atEnd')}>
                {pointsFor(events, seat, (e) => e.final)}
              </td>
              <td data-col="total" data-label={t('carcassonne.total')}>
                <strong>{score}</strong>
              </td>
              {figures &&
                FIGURE_COLUMNS.map(([col, label]) => (
                  <td key={col} data-col={col} data-label={t(label)}>
                    {figures[seat]![col]}
                  </td>
                ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * Every player: colour, name, score (briefly marked when it just rose) and, unless the table is purist, what
 * the score would be if the game ended now; meeples left (as figures), with each other figure of the match
 * (the abbot, the large meeple, the builder, the pig: one each) whether it is in the supply or on the board,
 * with Traders & Builders the goods tokens and (unless purist) the goods bonus they would give now
 * (GoodsTokens.tsx), and whose turn it is.
 */
import type { CarcassonneState } from '../../../games/carcassonne';
import { EXTRA_FIGURES } from '../../../games/carcassonne/data/figures';
import { useT } from '../../i18n/LanguageProvider';
import { FIGURE_WORDS } from '../figure-words';
import { FigureIcon, MeepleIcon, playerColour } from './Meeple';
import { GoodsTokens } from './GoodsTokens';
import { goodsBonusNow } from '../goods-words';

export function PlayerList({
  state,
  names,
  me,
  justScored = [],
  projected,
}: {
  state: CarcassonneState;
  names: readonly string[];
  me: number | null;
  justScored?: readonly number[];
  /** The scores if the game ended now (`projectedScores`); absent: not shown. */
  projected?: readonly number[];
}) {
  const t = useT();
  // The goods bonus now is an aid, shown with the projected scores (not at a purist table, nor at the end).
  const bonus = state.goods !== undefined && projected && state.step !== 'over' ? goodsBonusNow(state) : undefined;
  return (
    <section className="carc-panel">
      <h3>{t('carcassonne.players')}</h3>
      <ul className="carc-players">
        {state.scores.map((score, seat) => {
          const supply = state.supply[seat] ?? 0;
          return (
            <li
              key={seat}
              data-seat={seat}
              data-turn={(state.step !== 'over' && state.turn === seat) || undefined}
              data-scored={justScored.includes(seat) || undefined}
            >
              <span className="carc-swatch" style={{ background: playerColour(seat) }} />
              <span className="carc-name">
                {names[seat]}
                {seat === me && <span className="muted"> ({t('carcassonne.you')})</span>}
              </span>
              <span className="carc-points" title={t('carcassonne.score')}>
                {score}
              </span>
              {projected && state.step !== 'over' && (
                <span className="carc-projected" title={t('learn.projected', { n: projected[seat] ?? score })}>
                  → {projected[seat] ?? score}
                  <span className="sr-only">{t('learn.projected', { n: projected[seat] ?? score })}</span>
                </span>
              )}
              <span className="carc-supply" title={t('carcassonne.meeplesLeft', { n: supply })}>
                {Array.from({ length: supply }, (_, i) => (
                  <MeepleIcon key={i} seat={seat} />
                ))}
                <span className="carc-supply-count">{t('carcassonne.meeplesLeft', { n: supply })}</span>
              </span>
              {EXTRA_FIGURES.map((figure) => {
                const left = state.figures?.[figure]?.[seat];
                if (left === undefined) return null;
                const where = left > 0 ? 'supply' : 'board';
                return (
                  <span
                    key={figure}
                    className="carc-supply carc-figure-supply"
                    data-figure={figure}
                    data-where={where}
                    title={t(FIGURE_WORDS[figure][where])}
                  >
                    {left > 0 && <FigureIcon figure={figure} seat={seat} />}
                    <span className="carc-supply-count">{t(FIGURE_WORDS[figure][where])}</span>
                  </span>
                );
              })}
              <GoodsTokens state={state} seat={seat} bonus={bonus} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * Every player: colour, name, score (briefly marked when it just rose) and, unless the table is purist, what
 * the score would be if the game ended now; meeples left (as figures), with the abbot whether it is in the
 * supply or on the board, and whose turn it is.
 */
import type { CarcassonneState } from '../../../games/carcassonne';
import { useT } from '../../i18n/LanguageProvider';
import { AbbotIcon, MeepleIcon, playerColour } from './Meeple';

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
  return (
    <section className="carc-panel">
      <h3>{t('carcassonne.players')}</h3>
      <ul className="carc-players">
        {state.scores.map((score, seat) => {
          const supply = state.supply[seat] ?? 0;
          const abbot = state.figures?.abbot?.[seat];
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
              {abbot !== undefined && (
                <span
                  className="carc-supply carc-abbot-supply"
                  data-abbot={abbot > 0 ? 'supply' : 'board'}
                  title={t(abbot > 0 ? 'carcassonne.abbotInSupply' : 'carcassonne.abbotOnBoard')}
                >
                  {abbot > 0 && <AbbotIcon seat={seat} />}
                  <span className="carc-supply-count">
                    {t(abbot > 0 ? 'carcassonne.abbotInSupply' : 'carcassonne.abbotOnBoard')}
                  </span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

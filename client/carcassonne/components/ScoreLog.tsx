/**
 * The log of scored features, newest first: who scored, how many points, for what (a garden, a cloister
 * scored when its abbot was taken back early, docs/rules/carcassonne.md#abbot-return; a road with an inn or
 * a city with a cathedral, listed even when it scored nothing because it was unfinished at the end,
 * docs/rules/carcassonne.md#inn-cathedral-scoring; a field won with the pig, docs/rules/carcassonne.md#pig; the
 * goods bonus by kind, docs/rules/carcassonne.md#goods-bonus). Hovering or focusing an entry lights the feature up on
 * the board (`onHover`).
 */
import type { CarcassonneState, ScoreEvent } from '../../../games/carcassonne';
import { scoreEvents } from '../../../games/carcassonne/rules/state';
import { EARLY_FIGURES, figureWhere, soleFigureOn, type FigureKind } from '../../../games/carcassonne/data/figures';
import { useT } from '../../i18n/LanguageProvider';
import { FigureIcon, MeepleIcon } from './Meeple';
import { GoodsIcon } from './Goods';
import { scoredWhat } from '../plain-words';

/** The figure whose field bonus a field scoring counts (`event.pig`: docs/rules/carcassonne.md#pig). */
const FIELD_BONUS_FIGURE = figureWhere((spec) => spec.fieldBonusPerCity !== undefined) ?? 'meeple';

/**
 * The figure to show beside a scoring other than a meeple: the one taken back early when it was
 * (docs/rules/carcassonne.md#abbot-return), or the only figure that may stand on the feature (a garden's abbot).
 */
function scoringFigure(event: ScoreEvent): FigureKind | undefined {
  if (event.kind === 'goods') return undefined;
  const figure = event.early === true ? EARLY_FIGURES[0] : soleFigureOn(event.kind);
  return figure === 'meeple' ? undefined : figure;
}

export function ScoreLog({
  state,
  names,
  onHover,
}: {
  state: CarcassonneState;
  names: readonly string[];
  onHover(event: ScoreEvent | null): void;
}) {
  const t = useT();
  // A feature that scored nothing (no meeple on it, or a field next to no complete city) is not listed,
  // except an inn's road or a cathedral's city that someone held: its nothing is the expansion's rule.
  const events = scoreEvents(state)
    .filter((event) => event.points > 0 || (event.mark !== undefined && event.seats.length > 0))
    .reverse();
  return (
    <section className="carc-panel">
      <h3>{t('carcassonne.log')}</h3>
      {events.length === 0 && <p className="carc-hint">{t('carcassonne.logEmpty')}</p>}
      <ol className="carc-log" tabIndex={0} aria-label={t('carcassonne.log')}>
        {events.map((event, i) => (
          <li
            key={events.length - i}
            tabIndex={0}
            data-kind={event.kind}
            onMouseEnter={() => onHover(event)}
            onMouseLeave={() => onHover(null)}
            onFocus={() => onHover(event)}
            onBlur={() => onHover(null)}
          >
            {event.kind === 'goods' && event.good !== undefined && <GoodsIcon good={event.good} />}
            {event.seats.map((s) => {
              // The goods are a player's; a feature shows the figure its row says scored it.
              if (event.kind === 'goods') return null;
              const figure = scoringFigure(event);
              return figure === undefined ? (
                <MeepleIcon key={s} seat={s} lying={event.kind === 'field'} />
              ) : (
                <FigureIcon key={s} figure={figure} seat={s} />
              );
            })}
            <span>
              {t('carcassonne.logEntry', {
                players: event.seats.map((s) => names[s]).join(', ') || t('carcassonne.logNobody'),
                points: event.points,
                what: scoredWhat(event, t),
              })}
            </span>
            {event.pig === true && (
              <span className="carc-final-tag" data-pig>
                <FigureIcon figure={FIELD_BONUS_FIGURE} seat={event.seats[0] ?? 0} />
              </span>
            )}
            {event.mark !== undefined && (
              <span className="carc-final-tag" data-mark={event.mark}>
                {t(`carcassonne.logMark.${event.mark}`)}
              </span>
            )}
            {event.early === true && <span className="carc-final-tag">{t('carcassonne.logEarly')}</span>}
            {event.final && <span className="carc-final-tag">{t('carcassonne.final')}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

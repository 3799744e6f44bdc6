/**
 * The calling phase at a glance: the cast in rank order, which rank is being called, who revealed
 * each character, face-up discards, and the killed and robbed markers. Only what the view shows: an
 * unrevealed character says so, however the seat might guess.
 */
import { DOWN, UP, type CharacterId } from '../../../games/citadels/index';
import type { SeatView } from '../seat-view';
import { useText } from '../use-text';
import { CharacterCard } from './CharacterCard';

export function CallingTrack({ view }: { view: SeatView }) {
  const text = useText();
  const { t } = text;
  const { G, me, names } = view;
  const statusOf = (c: CharacterId, index: number): string => {
    const who = G.who[c];
    if (who === UP) return t('citadels.calling.faceUp');
    if (typeof who === 'number' && who >= 0) return names[who] ?? '';
    if (who === DOWN && (index <= G.called || G.phase === 'over')) return t('citadels.calling.nobody');
    return t('citadels.calling.hidden');
  };
  const current = G.turn;
  return (
    <section className="cit-calling" aria-label={t('citadels.calling.title')}>
      <h3>{t('citadels.calling.title')}</h3>
      {current && (
        <p className="cit-now">
          {current.seat === me
            ? t('citadels.prompt.turn', { character: text.character(current.char) })
            : t('citadels.calling.now', { character: text.character(current.char), player: names[current.seat] ?? '' })}
        </p>
      )}
      <ol className="cit-track" data-place="draft">
        {G.cast.map((c, index) => (
          <li key={c} className={index < G.called && G.phase === 'calling' ? 'cit-done' : undefined}>
            <CharacterCard
              id={c}
              small
              status={statusOf(c, index)}
              marks={{
                current: current?.char === c,
                killed: G.killed === c,
                robbed: G.robbed?.char === c,
                mine: me !== null && G.who[c] === me,
                out: G.who[c] === UP,
              }}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

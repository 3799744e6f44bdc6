/**
 * Every player: name, crown, gold, hand size, the characters the view shows they hold (revealed ones,
 * or the seat's own), and their city.
 */
import type { CharacterId } from '../../../games/citadels/index';
import type { SeatView } from '../seat-view';
import { useText } from '../use-text';
import { Coin } from './CardFrame';
import { City } from './City';

function Crown() {
  return (
    <svg className="cit-crown" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M3 18 L4 7 L9 12 L12 5 L15 12 L20 7 L21 18 Z" />
    </svg>
  );
}

export function Players({ view }: { view: SeatView }) {
  const text = useText();
  const { t } = text;
  const { G, me, base } = view;
  const active = G.turn?.seat ?? (G.phase === 'selection' ? G.draft.script[G.draft.at]?.seat : undefined);
  return (
    <section className="cit-players" aria-label={t('citadels.players')}>
      {G.gold.map((gold, seat) => {
        const held = G.cast.filter((c) => G.who[c] === seat) as CharacterId[];
        return (
          <article
            key={seat}
            className={`cit-player${seat === active ? ' cit-active' : ''}${seat === me ? ' cit-me' : ''}`}
            data-seat={seat}
          >
            <header>
              <strong className="cit-player-name">{base[seat]}</strong>
              {seat === me && <span className="cit-you">{t('citadels.you')}</span>}
              {G.crown === seat && (
                <span className="cit-has-crown" title={t('citadels.crown')}>
                  <Crown />
                  <span className="sr-only">{t('citadels.crown')}</span>
                </span>
              )}
              <span className="cit-gold" title={t('citadels.gold', { n: gold })}>
                <Coin n={gold} title={t('citadels.gold', { n: gold })} />
              </span>
              <span className="cit-hand-size">{t('citadels.cards', { n: G.hands[seat]?.length ?? 0 })}</span>
              {held.map((c) => (
                <span key={c} className={`cit-held${G.killed === c ? ' cit-killed' : ''}`}>
                  {text.character(c)}
                </span>
              ))}
            </header>
            <City G={G} seat={seat} />
          </article>
        );
      })}
    </section>
  );
}

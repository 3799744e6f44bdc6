/**
 * Every player: name, the crown (drawn as one), gold (a pile of coins and the number on a coin), hand size, the characters the view shows they hold (revealed ones,
 * or the seat's own), and their city. In motion (client/shared/motion.tsx): gold that changes bounces up
 * or sinks, the crown drops onto its new holder, a character revealed when called turns face up. The
 * purse, the card count and the seat's line (its characters, the crown) are places cards, coins,
 * characters and the crown fly from and to (`data-place`, components/Flights.tsx).
 */
import type { CharacterId } from '../../../games/citadels/index';
import type { SeatView } from '../seat-view';
import { useArrivals, useLastChanges } from '../../shared/motion';
import { useText } from '../use-text';
import { Coin } from './CardFrame';
import { City } from './City';
import { CoinPile, CrownToken } from '../art/tokens';

export function Players({ view }: { view: SeatView }) {
  const text = useText();
  const { t } = text;
  const { G, me, base } = view;
  const active = G.turn?.seat ?? (G.phase === 'selection' ? G.draft.script[G.draft.at]?.seat : undefined);
  const goldChange = useLastChanges(G.gold);
  const crownMoved = useLastChanges([G.crown ?? -1])[0] !== undefined;
  const heldKey = (seat: number, c: CharacterId) => `${G.round}:${seat}:${c}`;
  const revealed = useArrivals(G.cast.flatMap((c) => (G.who[c] === undefined ? [] : [heldKey(G.who[c]!, c)])));
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
            <header data-place={`seat-${seat}`}>
              <strong className="cit-player-name">{base[seat]}</strong>
              {seat === me && <span className="cit-you">{t('citadels.you')}</span>}
              {G.crown === seat && (
                <span className={`cit-has-crown${crownMoved ? ' cit-crown-moved' : ''}`} title={t('citadels.crown')}>
                  <CrownToken />
                  <span className="sr-only">{t('citadels.crown')}</span>
                </span>
              )}
              <span
                key={`gold-${gold}`}
                className="cit-gold"
                data-place={`purse-${seat}`}
                data-change={goldChange[seat]}
                title={t('citadels.gold', { n: gold })}
              >
                <CoinPile n={gold} />
                <Coin n={gold} title={t('citadels.gold', { n: gold })} />
              </span>
              <span className="cit-hand-size" data-place={`hand-${seat}`}>
                {t('citadels.cards', { n: G.hands[seat]?.length ?? 0 })}
              </span>
              {held.map((c) => (
                <span
                  key={c}
                  className={`cit-held${G.killed === c ? ' cit-killed' : ''}${revealed(heldKey(seat, c)) ? ' cit-revealed' : ''}`}
                >
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

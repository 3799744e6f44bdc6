/**
 * The seat's own hand. Every legal action about one of its cards sits on that card: build (with the
 * price, enabled only when legal), and actions that name a card by index (Magician's exchange, the
 * Laboratory, paying for the Thieves' Den, and any added later). While building is possible at all,
 * the cards that cannot be built show a disabled Build button, so the price is always visible, with the
 * reason beside it (too dear, already in the city, no builds left, ...). Building plays at once; the other
 * card actions (the Magician's discards, the Laboratory, ...) only mark the card (use-card-marks.ts) and
 * play on "Confirm", which on a phone sits in the action bar instead. Online, before every seat is taken,
 * the server shows no seat its cards (docs/security.md#one-seat-one-view): the hand is face down until then.
 * A card that joins the hand (drawn, kept, swapped in by the Magician) slides in (client/shared/motion.tsx).
 */
import { useId } from 'react';
import { useNarrow } from '../use-narrow';
import type { CardMarks } from '../use-card-marks';
import { buildBlock } from '../../../games/citadels/rules/build';
import { buildCost } from '../../../games/citadels/rules/helpers';
import { HIDDEN, type CitadelsAction } from '../../../games/citadels/index';
import { onHandCard, type SeatView } from '../seat-view';
import { useText } from '../use-text';
import { useHintMark } from '../hint-mark';
import { CardActionButton, CardConfirm } from './CardConfirm';
import { DistrictCard } from './DistrictCard';
import { fanStyle } from '../fan';
import { useArrivals } from '../../shared/motion';

function cardActions(view: SeatView, card: string, index: number): CitadelsAction[] {
  return view.legal.filter((a) => {
    if (!onHandCard(a, view)) return false;
    const f = a as unknown as Record<string, unknown>;
    return f.index === index || f.card === card;
  });
}

export function Hand({ view, marks }: { view: SeatView; marks: CardMarks }) {
  const text = useText();
  const { t } = text;
  const whyId = useId();
  const hint = useHintMark();
  const narrow = useNarrow();
  const { G, me, legal, act } = view;
  const hand = me === null ? [] : (G.hands[me] ?? []);
  // A card drawn, kept or swapped in (the Magician) since the hand was first shown slides in.
  const arrived = useArrivals(hand.filter((card) => card !== HIDDEN));
  if (me === null) return null;
  if (hand.length > 0 && hand.every((card) => card === HIDDEN)) {
    return (
      <section className="cit-hand" aria-label={t('citadels.hand')} data-place={`hand-${me}`}>
        <h3>
          {t('citadels.hand')} ({hand.length})
        </h3>
        <p className="muted">{t('citadels.hand.beforeStart')}</p>
        <div className="cit-cards">
          {hand.map((card, index) => (
            <DistrictCard key={index} card={card} />
          ))}
        </div>
      </section>
    );
  }
  const buildWindow =
    G.turn?.seat === me &&
    (legal.some((a) => a.type === 'endTurn') || (G.options.freeOrder && legal.some((a) => a.type === 'takeGold')));
  return (
    <section className="cit-hand" aria-label={t('citadels.hand')} data-place={`hand-${me}`}>
      <h3>
        {t('citadels.hand')} ({hand.length})
      </h3>
      {hand.length === 0 && <p className="muted">{t('citadels.hand.empty')}</p>}
      {!narrow && <CardConfirm marks={marks} hand={hand} />}
      <div className="cit-cards cit-fan">
        {hand.map((card, index) => {
          const actions = cardActions(view, card, index);
          const price = t('citadels.prompt.price', { n: buildCost(G, me, card) });
          const build = actions.find((a) => a.type === 'build');
          const block = !build && buildWindow && G.turn ? buildBlock(G, G.turn, card) : undefined;
          const why = block && t(`citadels.build.${block}`);
          const name = text.district(card);
          return (
            <DistrictCard
              key={card}
              card={card}
              hinted={actions.some(hint.is)}
              style={fanStyle(index, hand.length)}
              arrived={arrived(card)}
              actions={
                <>
                  {(build || buildWindow) && (
                    <button
                      type="button"
                      disabled={!build}
                      className={hint.cls(hint.is(build))}
                      onClick={() => build && act(build)}
                      aria-label={`${text.action('build')} ${name} (${price})`}
                      aria-describedby={why ? `${whyId}-${index}` : undefined}
                      title={why}
                    >
                      {text.action('build')} ({price})
                    </button>
                  )}
                  {why && (
                    <span id={`${whyId}-${index}`} className="cit-why">
                      {why}
                    </span>
                  )}
                  {actions
                    .filter((a) => a.type !== 'build')
                    .map((a) => (
                      <CardActionButton key={a.type} marks={marks} action={a} index={index} name={name} />
                    ))}
                </>
              }
            />
          );
        })}
      </div>
    </section>
  );
}

/**
 * The seat's own hand. Every legal action about one of its cards sits on that card: build (with the
 * price, enabled only when legal), and actions that name a card by index (Magician's exchange, the
 * Laboratory, paying for the Thieves' Den, and any added later). While building is possible at all,
 * the cards that cannot be built show a disabled Build button, so the price is always visible, with the
 * reason beside it (too dear, already in the city, no builds left, ...). Building plays at once; the other
 * card actions (the Magician's discards, the Laboratory, ...) only mark the card, and a "Confirm" button
 * plays them: the Magician may mark several cards, and confirming puts them under the deck one by one and
 * then draws as many (each move sent after the server answered the one before).
 */
import { useId, useState } from 'react';
import { citadelsCore } from '../../../games/citadels/index';
import { useMoveQueue } from '../../shared/use-move-queue';
import { buildBlock } from '../../../games/citadels/rules/build';
import { buildCost } from '../../../games/citadels/rules/helpers';
import type { CitadelsAction } from '../../../games/citadels/index';
import { onHandCard, type SeatView } from '../seat-view';
import { useText } from '../use-text';
import { DistrictCard } from './DistrictCard';

function cardActions(view: SeatView, card: string, index: number): CitadelsAction[] {
  return view.legal.filter((a) => {
    if (!onHandCard(a, view)) return false;
    const f = a as unknown as Record<string, unknown>;
    return f.index === index || f.card === card;
  });
}

/** The card actions marked (all of one type), with the hand positions of their cards, remembered with the hand and legal actions they were marked in. */
interface Marked {
  key: string;
  type: string;
  marks: { index: number; action: CitadelsAction }[];
}

/**
 * The moves that play the marked cards. The Magician's discards go from the highest hand position down, so
 * the cards still to go keep theirs, and then draw as many; any other card action is played as it is.
 */
export function markedMoves(marks: readonly { index: number; action: CitadelsAction }[]): CitadelsAction[] {
  if (marks[0]?.action.type !== 'exchangeCard') return marks.map((m) => m.action);
  const discards = [...marks].sort((a, b) => b.index - a.index).map((m) => m.action);
  return [...discards, { type: 'finishExchange' }];
}

export function Hand({ view }: { view: SeatView }) {
  const text = useText();
  const { t } = text;
  const whyId = useId();
  const { G, me, legal, act } = view;
  const [stored, setMarked] = useState<Marked | null>(null);
  const queue = useMoveQueue<CitadelsAction>(G, act, (a) => me !== null && citadelsCore.refusal(G, me, a) === undefined);
  if (me === null) return null;
  const hand = G.hands[me] ?? [];
  const key = JSON.stringify([hand, legal]);
  const marked = stored?.key === key ? stored : null;
  const isMarked = (type: string, index: number) => (marked?.type === type && marked.marks.some((m) => m.index === index)) || false;
  /** Marks or unmarks a card for an action; only the Magician's discards may mark several cards. */
  const mark = (action: CitadelsAction, index: number) => {
    const marks = marked?.type === action.type ? marked.marks : [];
    const many = action.type === 'exchangeCard';
    const next = isMarked(action.type, index) ? marks.filter((m) => m.index !== index) : many ? [...marks, { index, action }] : [{ index, action }];
    setMarked(next.length === 0 ? null : { key, type: action.type, marks: next });
  };
  const exchanging = G.turn?.seat === me && G.turn.exchanged > 0;
  const confirm = () => {
    setMarked(null);
    queue.run(markedMoves(marked?.marks ?? []));
  };
  const buildWindow = G.turn?.seat === me && (legal.some((a) => a.type === 'endTurn') || (G.options.freeOrder && legal.some((a) => a.type === 'takeGold')));
  return (
    <section className="cit-hand" aria-label={t('citadels.hand')}>
      <h3>{t('citadels.hand')} ({hand.length})</h3>
      {hand.length === 0 && <p className="muted">{t('citadels.hand.empty')}</p>}
      {(marked || exchanging) && !queue.busy && (
        <div className="cit-confirm-row">
          <button type="button" className="cit-confirm" onClick={confirm}>{confirmLabel(text, marked, hand)}</button>
          {marked && <button type="button" className="cit-cancel" onClick={() => setMarked(null)}>{t('citadels.confirm.cancel')}</button>}
        </div>
      )}
      <div className="cit-cards">
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
              actions={
                <>
                  {(build || buildWindow) && (
                    <button
                      type="button"
                      disabled={!build}
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
                  {actions.filter((a) => a.type !== 'build').map((a) => (
                    <button key={a.type} type="button" disabled={queue.busy} aria-pressed={isMarked(a.type, index)} onClick={() => mark(a, index)} aria-label={`${text.action(a.type)}: ${name}`}>
                      {text.action(a.type)}
                    </button>
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

function confirmLabel(text: ReturnType<typeof useText>, marked: Marked | null, hand: readonly string[]): string {
  const n = marked?.marks.length ?? 0;
  // Nothing marked while the Magician's exchange is under way: just draw for the cards already put under.
  if (marked === null) return text.action('finishExchange');
  if (marked.type === 'exchangeCard') return text.t(n === 1 ? 'citadels.confirm.exchange.one' : 'citadels.confirm.exchange.other', { n });
  return text.t('citadels.confirm.card', { action: text.action(marked.type), card: text.district(hand[marked.marks[0]!.index] ?? '') });
}

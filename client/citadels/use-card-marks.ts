/**
 * Card actions chosen before they are played: a card of the hand is marked for an action (the Magician's
 * discards, the Laboratory, the Museum, ...), the mark can be changed or cancelled, and "Confirm" plays it.
 * Only the Magician's discards may mark several cards; confirming puts them under the deck one at a time,
 * each after the server has answered the one before, and then draws as many. Held by the board, so the hand
 * and the phone's action bar show the same marks.
 */
import { useState } from 'react';
import { citadelsCore, type CitadelsAction } from '../../games/citadels/index';
import { useMoveQueue } from '../shared/use-move-queue';
import type { SeatView } from './seat-view';

interface Mark {
  /** Position of the card in the hand. */
  index: number;
  action: CitadelsAction;
}

export interface CardMarks {
  /** The action type the marks are for, or null when nothing is marked. */
  type: string | null;
  marks: readonly Mark[];
  isMarked(type: string, index: number): boolean;
  /** Marks or unmarks a card for an action. */
  mark(action: CitadelsAction, index: number): void;
  cancel(): void;
  confirm(): void;
  /** Whether "Confirm" has something to play: marks, or the Magician's exchange under way. */
  canConfirm: boolean;
  /** True while the confirmed moves are on their way. */
  busy: boolean;
}

/**
 * The moves that play the marked cards. The Magician's discards go from the highest hand position down, so
 * the cards still to go keep theirs, and then draw as many; any other card action is played as it is.
 */
export function markedMoves(marks: readonly Mark[]): CitadelsAction[] {
  if (marks[0]?.action.type !== 'exchangeCard') return marks.map((m) => m.action);
  const discards = [...marks].sort((a, b) => b.index - a.index).map((m) => m.action);
  return [...discards, { type: 'finishExchange' }];
}

export function useCardMarks(view: SeatView): CardMarks {
  const { G, me, legal, act } = view;
  // Marks belong to one hand and one list of legal actions; any change there drops them.
  const key = JSON.stringify([me === null ? [] : G.hands[me], legal]);
  const [stored, setStored] = useState<{ key: string; type: string; marks: Mark[] } | null>(null);
  const queue = useMoveQueue<CitadelsAction>(
    G,
    act,
    (a) => me !== null && citadelsCore.refusal(G, me, a) === undefined,
  );
  const marked = stored?.key === key ? stored : null;
  const isMarked = (type: string, index: number) =>
    (marked?.type === type && marked.marks.some((m) => m.index === index)) || false;
  const exchanging = me !== null && G.turn?.seat === me && G.turn.exchanged > 0;
  return {
    type: marked?.type ?? null,
    marks: marked?.marks ?? [],
    isMarked,
    mark(action, index) {
      const marks = marked?.type === action.type ? marked.marks : [];
      const many = action.type === 'exchangeCard';
      const next = isMarked(action.type, index)
        ? marks.filter((m) => m.index !== index)
        : many
          ? [...marks, { index, action }]
          : [{ index, action }];
      setStored(next.length === 0 ? null : { key, type: action.type, marks: next });
    },
    cancel: () => setStored(null),
    confirm() {
      setStored(null);
      queue.run(markedMoves(marked?.marks ?? []));
    },
    canConfirm: !queue.busy && (marked !== null || exchanging),
    busy: queue.busy,
  };
}

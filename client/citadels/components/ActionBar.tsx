/**
 * The action bar: the turn's prompts (TurnPrompts) and, on a phone, where it stays at the bottom of the
 * screen, the one next step of a choice made in the content: the "Confirm" of the cards marked in the hand
 * (the Magician's discards, ...). The choices that are cards are made on the cards themselves, in the
 * content (the characters of the draft in Selection, the hand's discards and builds in Hand), so the bar
 * never covers the hand it asks about.
 */
import type { SeatView } from '../seat-view';
import type { CardMarks } from '../use-card-marks';
import { useNarrow } from '../use-narrow';
import { CardConfirm } from './CardConfirm';
import { TurnPrompts } from './TurnPrompts';

export function ActionBar({ view, marks }: { view: SeatView; marks: CardMarks }) {
  const narrow = useNarrow();
  const { G, me } = view;
  const hand = me === null ? [] : (G.hands[me] ?? []);
  return (
    <div className="cit-actionbar">
      <TurnPrompts view={view} />
      {narrow && <CardConfirm marks={marks} hand={hand} />}
    </div>
  );
}

/**
 * The action bar: the turn's prompts (TurnPrompts) and, on a phone, compact buttons for the step's other
 * controls, so that all of them sit in one bar that stays at the bottom of the screen: the characters to
 * choose in the draft, the card actions of the hand (the Magician's discards, ...) with their "Confirm",
 * and the districts that can be built now. On a wide screen those live on the cards themselves
 * (Selection, Hand), so the compact copies are not rendered there at all.
 */
import { buildCost } from '../../../games/citadels/rules/helpers';
import type { CharacterId } from '../../../games/citadels/index';
import { onHandCard, ofTypes, type SeatView } from '../seat-view';
import type { CardMarks } from '../use-card-marks';
import { useNarrow } from '../use-narrow';
import { useText } from '../use-text';
import { useHintMark } from '../hint-mark';
import { CardActionButton, CardConfirm } from './CardConfirm';
import { TurnPrompts } from './TurnPrompts';

export function ActionBar({ view, marks }: { view: SeatView; marks: CardMarks }) {
  const text = useText();
  const { t } = text;
  const narrow = useNarrow();
  const { G, me, legal, act } = view;
  const hint = useHintMark();
  const choices = ofTypes(legal, 'pickCharacter', 'discardCharacter') as {
    type: 'pickCharacter' | 'discardCharacter';
    character: CharacterId;
  }[];
  const builds = ofTypes(legal, 'build') as { type: 'build'; card: string }[];
  const hand = me === null ? [] : (G.hands[me] ?? []);
  const cardActions = legal.filter((a) => a.type !== 'build' && onHandCard(a, view));
  const cardIndex = (a: (typeof legal)[number]) => {
    const f = a as unknown as { index?: number; card?: string };
    return typeof f.index === 'number' ? f.index : hand.indexOf(f.card ?? '');
  };
  return (
    <div className="cit-actionbar">
      {narrow && choices.length > 0 && (
        <div
          className="cit-choose-bar"
          role="group"
          aria-label={t(
            choices[0]?.type === 'pickCharacter' ? 'citadels.selection.pick' : 'citadels.selection.discard',
          )}
        >
          {choices.map((a) => (
            <button key={a.character} type="button" className={hint.cls(hint.is(a))} onClick={() => act(a)}>
              {t(a.type === 'pickCharacter' ? 'citadels.selection.take' : 'citadels.selection.drop')}{' '}
              {text.character(a.character)}
            </button>
          ))}
        </div>
      )}
      <TurnPrompts view={view} />
      {narrow && cardActions.length > 0 && (
        <div className="cit-card-bar" role="group" aria-label={t('citadels.hand')}>
          {cardActions.map((a) => (
            <CardActionButton
              key={`${a.type}${cardIndex(a)}`}
              marks={marks}
              action={a}
              index={cardIndex(a)}
              name={text.district(hand[cardIndex(a)] ?? '')}
              named
            />
          ))}
        </div>
      )}
      {narrow && <CardConfirm marks={marks} hand={hand} />}
      {narrow && me !== null && builds.length > 0 && (
        <div className="cit-build-bar" role="group" aria-label={t('citadels.prompt.build')}>
          <span className="cit-owner">{text.action('build')}</span>
          {builds.map((a) => {
            const price = t('citadels.prompt.price', { n: buildCost(G, me, a.card) });
            return (
              <button
                key={a.card}
                type="button"
                className={hint.cls(hint.is(a))}
                onClick={() => act(a)}
                aria-label={`${text.action('build')} ${text.district(a.card)} (${price})`}
              >
                {text.district(a.card)} ({price})
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}

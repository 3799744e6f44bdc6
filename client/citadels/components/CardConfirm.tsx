/**
 * The controls of marked card actions (use-card-marks.ts): the button on a card that marks it for an
 * action, and the "Confirm" / "Cancel" row that plays or drops the marks.
 */
import type { CitadelsAction } from '../../../games/citadels/index';
import type { CardMarks } from '../use-card-marks';
import { useText } from '../use-text';
import { useHintMark } from '../hint-mark';

/** The button that marks a card for an action; `named`: its text names the card too (in the phone's bar). */
export function CardActionButton({
  marks,
  action,
  index,
  name,
  named = false,
}: {
  marks: CardMarks;
  action: CitadelsAction;
  index: number;
  name: string;
  named?: boolean;
}) {
  const text = useText();
  const label = `${text.action(action.type)}: ${name}`;
  const hint = useHintMark();
  return (
    <button
      type="button"
      className={hint.cls(hint.is(action))}
      disabled={marks.busy}
      aria-pressed={marks.isMarked(action.type, index)}
      onClick={() => marks.mark(action, index)}
      aria-label={label}
    >
      {named ? label : text.action(action.type)}
    </button>
  );
}

export function CardConfirm({ marks, hand }: { marks: CardMarks; hand: readonly string[] }) {
  const text = useText();
  const { t } = text;
  if (!marks.canConfirm) return null;
  const n = marks.marks.length;
  const first = marks.marks[0];
  let label: string;
  // Nothing marked while the Magician's exchange is under way: just draw for the cards already put under.
  if (!first) label = text.action('finishExchange');
  else if (marks.type === 'exchangeCard') label = t('citadels.confirm.exchange', { n });
  else
    label = t('citadels.confirm.card', {
      action: text.action(first.action.type),
      card: text.district(hand[first.index] ?? ''),
    });
  return (
    <div className="cit-confirm-row">
      <button type="button" className="cit-confirm" onClick={marks.confirm}>
        {label}
      </button>
      {first && (
        <button type="button" className="cit-cancel" onClick={marks.cancel}>
          {t('citadels.confirm.cancel')}
        </button>
      )}
    </div>
  );
}
